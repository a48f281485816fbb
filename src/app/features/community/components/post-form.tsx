import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type BoardSummary, CreatePostInputSchema, type PostDetail } from '#shared/contracts/community';
import { POST_BODY_MAX, POST_PHOTOS_MAX, POST_TITLE_MAX } from '#shared/limits';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
import { PhotoPicker } from '#app/components/ui/photos/photo-picker.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { usePhotoDrafts } from '#app/lib/photo-upload.ts';
import { toast } from '#app/lib/toast.tsx';
import { useOnline } from '#app/hooks/use-online.ts';
import { useSchemaForm } from '#app/lib/form-errors.ts';
import { useCreatePost } from '#app/features/community/api/create-post.ts';
import { useUpdatePost } from '#app/features/community/api/update-post.ts';
import { useDraft } from '#app/hooks/use-draft.ts';
import { useLocalized } from '#app/features/community/hooks/use-localized.ts';
import { TextArea } from './text-area.tsx';

const FIELDS = ['boardId', 'title', 'body'] as const;

type Props = {
  boards: BoardSummary[];
  /** The post being edited; a new post otherwise. */
  post?: PostDetail;
  initialBoard?: string;
  cancelHref: string;
  onSaved: (post: PostDetail) => void;
};

/**
 * Writing or editing a post: board, bounded title and body. The draft stays on the device (one per post,
 * one for a new post) until the server has it, so a reload or a dropped connection loses nothing.
 */
export function PostForm({ boards, post, initialBoard, cancelHref, onSaved }: Props) {
  const { t } = useTranslation(['community', 'errors']);
  const localized = useLocalized();
  const create = useCreatePost();
  const update = useUpdatePost();
  const boardFieldId = useId();
  const fallbackBoard = boards.some((b) => b.slug === initialBoard) ? initialBoard! : (boards[0]?.slug ?? '');
  const draft = useDraft(post ? `post.${post.id}` : 'post.new', {
    boardId: post?.board.slug ?? fallbackBoard,
    title: post?.title ?? '',
    body: post?.body ?? '',
  });
  const { errors, validate, showApiError } = useSchemaForm(CreatePostInputSchema, FIELDS, t);
  // Photos are added to a new post (an edit keeps the post's photos as they are).
  const photos = usePhotoDrafts({ max: POST_PHOTOS_MAX });
  const isOnline = useOnline();
  const isPending = create.isPending || update.isPending;
  const { values } = draft;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(values);
    if (!input) return;
    if (!post && (photos.isBusy || photos.hasErrors))
      return void toast.error(t(photos.isBusy ? 'common:photos.busy' : 'common:photos.failed'));
    const onSuccess = ({ post: saved }: { post: PostDetail }) => {
      draft.clear();
      photos.clear();
      onSaved(saved);
    };
    if (post) update.mutate({ postId: post.id, input }, { onSuccess, onError: showApiError });
    else create.mutate({ ...input, photos: photos.refs }, { onSuccess, onError: showApiError });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {draft.isRestored ? (
        <Alert tone="info">
          {t('editor.restored')}{' '}
          <button type="button" onClick={draft.discard} className="font-semibold underline underline-offset-4">
            {t('editor.discard')}
          </button>
        </Alert>
      ) : null}
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}

      <div className="space-y-1">
        <label htmlFor={boardFieldId} className="block text-sm font-medium">
          {t('editor.board')}
        </label>
        <select
          id={boardFieldId}
          value={values.boardId}
          onChange={(e) => draft.set('boardId', e.target.value)}
          aria-invalid={errors.boardId ? true : undefined}
          aria-describedby={errors.boardId ? `${boardFieldId}-error` : undefined}
          className={`block min-h-11 w-full rounded-xl border bg-white px-3 text-base ${errors.boardId ? 'border-red-500' : 'border-stone-300'}`}
        >
          {boards.some((b) => b.slug === values.boardId) ? null : <option value="">{t('editor.chooseBoard')}</option>}
          {boards.map((b) => (
            <option key={b.slug} value={b.slug}>
              {localized(b.name)}
            </option>
          ))}
        </select>
        {errors.boardId ? (
          <p id={`${boardFieldId}-error`} className="text-sm text-red-700">
            {errors.boardId}
          </p>
        ) : null}
      </div>

      <TextField
        label={t('editor.title')}
        name="title"
        value={values.title}
        onChange={(e) => draft.set('title', e.target.value)}
        maxLength={POST_TITLE_MAX}
        hint={t('editor.titleHint', { length: values.title.length, max: POST_TITLE_MAX })}
        error={errors.title}
        autoComplete="off"
      />

      <TextArea
        label={t('editor.body')}
        name="body"
        value={values.body}
        onChange={(e) => draft.set('body', e.target.value)}
        maxLength={POST_BODY_MAX}
        rows={10}
        hint={t('editor.bodyHint')}
        error={errors.body}
        className="field-sizing-content min-h-60"
      />

      {post ? null : <PhotoPicker drafts={photos} isOnline={isOnline} />}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={cancelHref} className={buttonClass('secondary')}>
          {t('cancel')}
        </Link>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('editor.saving') : post ? t('editor.save') : t('editor.publish')}
        </Button>
      </div>
    </form>
  );
}
