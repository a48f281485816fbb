import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentInputSchema } from '#shared/contracts/community';
import { COMMENT_MAX, COMMENT_PHOTOS_MAX } from '#shared/limits';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { PhotoPicker } from '#app/components/ui/photos/photo-picker.tsx';
import { useOnline } from '#app/hooks/use-online.ts';
import { usePhotoDrafts } from '#app/lib/photo-upload.ts';
import { toast } from '#app/lib/toast.tsx';
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
  const photos = usePhotoDrafts({ max: COMMENT_PHOTOS_MAX });
  const isOnline = useOnline();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate({ body: draft.values.body });
    if (!input) return;
    if (photos.isBusy || photos.hasErrors)
      return void toast.error(t(photos.isBusy ? 'common:photos.busy' : 'common:photos.failed'));
    create.mutate(
      { postId, body: input.body, photos: photos.refs },
      {
        onSuccess: () => {
          draft.discard();
          photos.clear();
        },
        onError: showApiError,
      },
    );
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
      <PhotoPicker drafts={photos} isOnline={isOnline} />
      <Button type="submit" className="self-end" disabled={create.isPending}>
        {create.isPending ? t('comments.submitting') : t('comments.submit')}
      </Button>
    </form>
  );
}
