import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AdminBoard,
  type CreateBoardInput,
  CreateBoardInputSchema,
  UpdateBoardInputSchema,
} from '#shared/contracts/admin';
import { BoardKindSchema } from '#shared/contracts/community';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { toast } from '#app/lib/toast.tsx';
import { useCreateBoard } from '#app/features/admin/api/create-board.ts';
import { useUpdateBoard } from '#app/features/admin/api/update-board.ts';
import { useAdminForm } from '#app/features/admin/hooks/use-admin-form.ts';
import { FormActions, LocalizedFields, SelectField } from './fields.tsx';

const empty = { ko: '', es: '', en: '' };

/** Creates a board (its address cannot change later), or renames one in three languages and sets its kind. */
export function BoardForm({ board, onDone }: { board?: AdminBoard; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const create = useCreateBoard();
  const update = useUpdateBoard();
  const [values, setValues] = useState<CreateBoardInput>({
    slug: board?.slug ?? '',
    name: board?.name ?? empty,
    description: board?.description ?? empty,
    kind: board?.kind ?? 'discussion',
  });
  const { formRef, errors, validate, showApiError } = useAdminForm(t);
  const isPending = create.isPending || update.isPending;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const options = {
      onSuccess: (saved: AdminBoard) => {
        toast.success(t(board ? 'boards.saved' : 'boards.created', { name: saved.name.ko }));
        onDone();
      },
      onError: (error: unknown) => {
        showApiError(error);
        toast.error(t('boards.saveFailed'));
      },
    };
    if (board) {
      const input = validate(UpdateBoardInputSchema, {
        name: values.name,
        description: values.description,
        kind: values.kind,
      });
      if (input) update.mutate({ slug: board.slug, input }, options);
    } else {
      const input = validate(CreateBoardInputSchema, values);
      if (input) create.mutate(input, options);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      {board ? (
        <p className="text-sm">
          {t('boards.fields.slug')}: <code className="rounded bg-stone-100 px-1">{board.slug}</code>
        </p>
      ) : (
        <TextField
          label={t('boards.fields.slug')}
          hint={t('boards.hints.slug')}
          name="slug"
          autoCapitalize="none"
          spellCheck={false}
          value={values.slug}
          error={errors.slug}
          onChange={(e) => setValues((v) => ({ ...v, slug: e.target.value }))}
        />
      )}
      <LocalizedFields
        legend={t('boards.fields.name')}
        name="name"
        value={values.name}
        errors={errors}
        onChange={(name) => setValues((v) => ({ ...v, name }))}
      />
      <LocalizedFields
        legend={t('boards.fields.description')}
        name="description"
        multiline
        value={values.description}
        errors={errors}
        onChange={(description) => setValues((v) => ({ ...v, description }))}
      />
      <SelectField
        label={t('boards.fields.kind')}
        name="kind"
        value={values.kind}
        error={errors.kind}
        onChange={(e) => setValues((v) => ({ ...v, kind: e.target.value as CreateBoardInput['kind'] }))}
        options={BoardKindSchema.options.map((k) => ({ value: k, label: t(`boards.kinds.${k}`) }))}
      />
      <FormActions>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('common.saving') : t('common.save')}
        </Button>
      </FormActions>
    </form>
  );
}
