import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminPhrase, type PhraseInput, PhraseInputSchema } from '#shared/contracts/admin';
import { PHRASE_CATEGORIES } from '#shared/contracts/content';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { toast } from '#app/lib/toast.tsx';
import { useCreatePhrase } from '#app/features/admin/api/create-phrase.ts';
import { useUpdatePhrase } from '#app/features/admin/api/update-phrase.ts';
import { useAdminForm } from '#app/features/admin/hooks/use-admin-form.ts';
import { FormActions, SelectField } from './fields.tsx';

type Category = AdminPhrase['category'];

/** Creates a phrase, or edits one: the Korean (with Hangul), its romanization, and Spanish and English. */
export function PhraseForm({
  phrase,
  category,
  onDone,
}: {
  phrase?: AdminPhrase;
  category?: Category;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin', 'phrases', 'errors']);
  const create = useCreatePhrase();
  const update = useUpdatePhrase();
  const [values, setValues] = useState<PhraseInput>({
    category: phrase?.category ?? category ?? PHRASE_CATEGORIES[0],
    ko: phrase?.ko ?? '',
    romanization: phrase?.romanization ?? '',
    es: phrase?.es ?? '',
    en: phrase?.en ?? '',
  });
  const { formRef, errors, validate, showApiError } = useAdminForm(t);
  const isPending = create.isPending || update.isPending;
  const field = (key: Exclude<keyof PhraseInput, 'category'>) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(PhraseInputSchema, values);
    if (!input) return;
    const options = {
      onSuccess: () => {
        toast.success(t(phrase ? 'phrases.saved' : 'phrases.created', { phrase: input.ko }));
        onDone();
      },
      onError: (error: unknown) => {
        showApiError(error);
        toast.error(t('phrases.saveFailed'));
      },
    };
    if (phrase) update.mutate({ id: phrase.id, input }, options);
    else create.mutate(input, options);
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <SelectField
        label={t('phrases.fields.category')}
        name="category"
        value={values.category}
        error={errors.category}
        onChange={(e) => setValues((v) => ({ ...v, category: e.target.value as Category }))}
        options={PHRASE_CATEGORIES.map((c) => ({ value: c, label: t(`phrases:categories.${c}`) }))}
      />
      <TextField label={t('phrases.fields.ko')} hint={t('phrases.hints.ko')} lang="ko" {...field('ko')} />
      <TextField label={t('phrases.fields.romanization')} {...field('romanization')} />
      <TextField label={t('phrases.fields.es')} lang="es" {...field('es')} />
      <TextField label={t('phrases.fields.en')} lang="en" {...field('en')} />
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
