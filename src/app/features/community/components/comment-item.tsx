import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '#shared/contracts/auth';
import { type Comment, CommentInputSchema, type PostDetail } from '#shared/contracts/community';
import { COMMENT_MAX } from '#shared/limits';
import { Button } from '#app/components/ui/button.tsx';
import { type MenuItem, OptionsMenu } from '#app/components/ui/options-menu.tsx';
import { ReportDialog } from '#app/components/ui/report-dialog.tsx';
import { useSchemaForm } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast.tsx';
import { useDeleteComment } from '#app/features/community/api/delete-comment.ts';
import { markCommentReported, useReportComment } from '#app/features/community/api/report-comment.ts';
import { useSetAcceptedAnswer } from '#app/features/community/api/set-accepted-answer.ts';
import { useSetCommentLike } from '#app/features/community/api/set-comment-like.ts';
import { useUpdateComment } from '#app/features/community/api/update-comment.ts';
import { useMemberAction } from '#app/features/community/hooks/use-member-action.ts';
import { AuthorMenu } from './author-menu.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { EditedMark } from './edited-mark.tsx';
import { LikeButton } from './like-button.tsx';
import { RelativeTime } from './relative-time.tsx';
import { PhotoGrid } from '#app/components/ui/photos/photo-grid.tsx';
import { RichText } from './rich-text.tsx';
import { TranslateLinks } from './translate-links.tsx';
import { TextArea } from './text-area.tsx';

type Props = { comment: Comment; post: PostDetail; me: Me | null; onMessage: (userId: string) => void };

function CommentEditor({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const { t } = useTranslation(['community', 'errors']);
  const update = useUpdateComment();
  const [body, setBody] = useState(comment.body);
  const { errors, validate, showApiError } = useSchemaForm(CommentInputSchema, ['body'], t);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate({ body });
    if (input) update.mutate({ comment, body: input.body }, { onSuccess: onDone, onError: showApiError });
  };
  return (
    <form noValidate onSubmit={handleSubmit} className="mt-2 flex flex-col gap-2">
      <TextArea
        label={t('comments.editLabel')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={COMMENT_MAX}
        rows={3}
        error={errors.body ?? errors.form}
        className="field-sizing-content"
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {t('comments.save')}
        </Button>
      </div>
    </form>
  );
}

/** One comment: author menu, time, 'edited' mark, text, like, and report — or edit and delete for its author. */
export function CommentItem({ comment, post, me, onMessage }: Props) {
  const { t } = useTranslation('community');
  const queryClient = useQueryClient();
  const like = useSetCommentLike();
  const report = useReportComment();
  const remove = useDeleteComment();
  const accept = useSetAcceptedAnswer();
  const memberAction = useMemberAction(me !== null);
  const [isEditing, setEditing] = useState(false);
  const [isReporting, setReporting] = useState(false);
  const [isDeleting, setDeleting] = useState(false);

  const isAccepted = post.acceptedCommentId === comment.id;
  const isLive = !comment.deleted && !comment.hidden && !post.deleted && !post.hidden;
  const canAccept = post.viewer.isAuthor && post.board.kind === 'qna' && isLive;

  const items: MenuItem[] = comment.viewer.isAuthor
    ? [
        { label: t('comments.edit'), onSelect: () => setEditing(true) },
        { label: t('comments.delete'), tone: 'danger', onSelect: () => setDeleting(true) },
      ]
    : [
        {
          label: comment.viewer.reported ? t('comments.reported') : t('comments.report'),
          disabled: comment.viewer.reported,
          onSelect: memberAction(() => setReporting(true)),
        },
      ];

  const handleAccept = () =>
    accept.mutate(
      { postId: post.id, commentId: isAccepted ? null : comment.id },
      {
        onSuccess: () => toast.success(isAccepted ? t('comments.unacceptedToast') : t('comments.acceptedToast')),
        onError: () => toast.error(t('comments.acceptError')),
      },
    );
  const handleDelete = () =>
    remove.mutate(comment, {
      onSuccess: () => setDeleting(false),
      onError: () => toast.error(t('comments.deleteError')),
    });

  let body;
  if (comment.deleted)
    body = (
      <p className="mt-1 italic text-stone-500">
        {comment.deletedByModerator ? t('comments.removed') : t('comments.deleted')}
      </p>
    );
  else if (comment.hidden && !comment.body) body = <p className="mt-1 italic text-stone-500">{t('comments.hidden')}</p>;
  else if (isEditing) body = <CommentEditor comment={comment} onDone={() => setEditing(false)} />;
  else
    body = (
      <>
        <RichText text={comment.body} className="mt-1 text-stone-900" />
        <PhotoGrid photos={comment.photos} className="mt-2 max-w-xs" />
        <TranslateLinks text={comment.body} />
      </>
    );

  return (
    <li
      id={`comment-${comment.id}`}
      className={`scroll-mt-20 rounded-2xl border p-4 ${isAccepted ? 'border-green-500 bg-green-50' : 'border-stone-200 bg-white'}`}
    >
      {isAccepted ? <p className="mb-1 text-sm font-semibold text-green-800">✓ {t('comments.accepted')}</p> : null}
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
          <AuthorMenu
            author={comment.author}
            postId={post.id}
            isSelf={comment.viewer.isAuthor}
            isMember={me !== null}
            reported={comment.viewer.reportedAuthor}
            onMessage={onMessage}
          />
          <span aria-hidden="true">·</span>
          <RelativeTime iso={comment.createdAt} />
          {comment.editedAt && !comment.deleted ? (
            <>
              <span aria-hidden="true">·</span>
              <EditedMark iso={comment.editedAt} />
            </>
          ) : null}
        </div>
        {comment.deleted ? null : <OptionsMenu label={t('comments.options')} align="right" items={items} />}
      </div>
      {comment.hidden && comment.body ? (
        <p className="mt-1 text-xs font-semibold text-amber-800">{t('comments.hiddenForOthers')}</p>
      ) : null}
      {body}
      {isLive && !isEditing ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <LikeButton
            size="sm"
            liked={comment.viewer.liked}
            count={comment.likeCount}
            disabled={like.isPending}
            onToggle={memberAction(() =>
              like.mutate({ comment, liked: !comment.viewer.liked }, { onError: () => toast.error(t('like.error')) }),
            )}
          />
          {canAccept ? (
            <Button
              variant={isAccepted ? 'secondary' : 'ghost'}
              className="min-h-9 text-xs"
              disabled={accept.isPending}
              onClick={handleAccept}
            >
              {isAccepted ? t('comments.unaccept') : `✓ ${t('comments.accept')}`}
            </Button>
          ) : null}
        </div>
      ) : null}
      {isReporting ? (
        <ReportDialog
          title={t('comments.reportTitle')}
          onSubmit={(input) => report.mutateAsync({ commentId: comment.id, input })}
          onReported={() => markCommentReported(queryClient, comment)}
          onClose={() => setReporting(false)}
        />
      ) : null}
      {isDeleting ? (
        <ConfirmDialog
          title={t('comments.deleteTitle')}
          confirmLabel={t('comments.deleteConfirm')}
          isPending={remove.isPending}
          onConfirm={handleDelete}
          onClose={() => setDeleting(false)}
        >
          {t('comments.deleteBody')}
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
