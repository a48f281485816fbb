import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentInputSchema } from '#shared/contracts/community';
import { COMMENT_MAX } from '#shared/limits';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useSchemaForm } from '#app/lib/form-errors.ts';
import { useCreateComment } from '#app/features/community/api/create-comment.ts';
import { useDraft } from '#app/hooks/use-draft.ts';
import { TextArea } from './text-area.tsx';

/** The comment box; what is typed stays on the device until the comment is posted. */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation(['community', 'errors']);
  const create = useCreateComment();
  const draft = useDraft(`comment.${postId}`, { body: '' });
  const { errors, validate, showApiError } = useSchemaForm(CommentInputSchema, ['body'], t);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate({ body: draft.values.body });
    if (input) create.mutate({ postId, body: input.body }, { onSuccess: () => draft.discard(), onError: showApiError });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2">
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <TextArea
        label={t('comments.label')}
        placeholder={t('comments.placeholder')}
        value={draft.values.body}
        onChange={(e) => draft.set('body', e.target.value)}
        maxLength={COMMENT_MAX}
        rows={3}
        error={errors.body}
        className="field-sizing-content min-h-24"
      />
      <Button type="submit" className="self-end" disabled={create.isPending}>
        {create.isPending ? t('comments.submitting') : t('comments.submit')}
      </Button>
    </form>
  );
}
