import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Me } from '#shared/contracts/auth';
import type { PostDetail } from '#shared/contracts/community';
import { Alert } from '#app/components/ui/alert.tsx';
import { type MenuItem, OptionsMenu } from '#app/components/ui/options-menu.tsx';
import { ReportDialog } from '#app/components/ui/report-dialog.tsx';
import { useDeletePost } from '#app/lib/delete-post.ts';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';
import { useRecordView } from '#app/features/community/api/record-view.ts';
import { markPostReported, useReportPost } from '#app/features/community/api/report-post.ts';
import { useSetPostLike } from '#app/features/community/api/set-post-like.ts';
import { useLocalized } from '#app/features/community/hooks/use-localized.ts';
import { useMemberAction } from '#app/features/community/hooks/use-member-action.ts';
import { AuthorMenu } from './author-menu.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { EditedMark } from './edited-mark.tsx';
import { LikeButton } from './like-button.tsx';
import { RelativeTime } from './relative-time.tsx';
import { PhotoGrid } from '#app/components/ui/photos/photo-grid.tsx';
import { RichText } from './rich-text.tsx';
import { koreanRuns } from '#app/components/ui/korean-runs.tsx';
import { TranslateLinks } from './translate-links.tsx';
import { Icon, ICON_PIN } from '#app/components/ui/icon.tsx';

type Props = { post: PostDetail; me: Me | null; onMessage: (userId: string) => void };

/** A post: its board, title, author menu, time, 'edited' mark, views, body, like, and the author's or reader's options. */
export function PostView({ post, me, onMessage }: Props) {
  const { t } = useTranslation('community');
  const localized = useLocalized();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const like = useSetPostLike();
  const report = useReportPost();
  const remove = useDeletePost();
  const memberAction = useMemberAction(me !== null);
  const [isReporting, setReporting] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const isLive = !post.deleted && !post.hidden;
  const title = post.deleted ? t('post.deletedTitle') : post.title;

  useEffect(() => {
    document.title = `${title} · Hola Corea`;
  }, [title]);

  const { mutate: recordView } = useRecordView();
  useEffect(() => {
    if (isLive) recordView(post.id);
  }, [post.id, isLive, recordView]);

  const handleLike = memberAction(() =>
    like.mutate({ postId: post.id, liked: !post.viewer.liked }, { onError: () => toast.error(t('like.error')) }),
  );
  const handleDelete = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        toast.success(t('post.deleted'));
        navigate(paths.board(post.board.slug), { replace: true });
      },
      onError: () => toast.error(t('post.deleteError')),
    });

  const items: MenuItem[] = [];
  if (post.viewer.isAuthor)
    items.push({ label: t('post.edit'), onSelect: () => navigate(paths.postEdit(String(post.id))) });
  if (post.viewer.isAuthor || post.viewer.canModerate)
    items.push({ label: t('post.delete'), tone: 'danger', onSelect: () => setDeleting(true) });
  if (!post.viewer.isAuthor) {
    items.push({
      label: post.viewer.reported ? t('post.reported') : t('post.report'),
      disabled: post.viewer.reported,
      onSelect: memberAction(() => setReporting(true)),
    });
  }

  return (
    <article aria-labelledby="post-title">
      <Link
        to={paths.board(post.board.slug)}
        className="inline-flex min-h-11 items-center text-sm text-brand-700 underline-offset-4 hover:underline"
      >
        ← {localized(post.board.name)}
      </Link>
      {post.pinned || (post.board.kind === 'qna' && post.acceptedCommentId !== null) ? (
        <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
          {post.pinned ? (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-800">
              <Icon path={ICON_PIN} className="mr-0.5 inline-block size-3.5 align-[-0.15em]" />
              {t('card.pinned')}
            </span>
          ) : null}
          {post.board.kind === 'qna' && post.acceptedCommentId !== null ? (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-green-800">✓ {t('card.solved')}</span>
          ) : null}
        </p>
      ) : null}
      <h1
        id="post-title"
        className={`mt-1 break-words text-2xl font-bold tracking-tight sm:text-3xl ${post.deleted ? 'italic text-stone-500' : ''}`}
      >
        {koreanRuns(title)}
      </h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
        <AuthorMenu
          author={post.author}
          postId={post.id}
          isSelf={post.viewer.isAuthor}
          isMember={me !== null}
          reported={post.viewer.reportedAuthor}
          onMessage={onMessage}
        />
        <span aria-hidden="true">·</span>
        <RelativeTime iso={post.createdAt} />
        {post.editedAt ? (
          <>
            <span aria-hidden="true">·</span>
            <EditedMark iso={post.editedAt} />
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <span>{t('post.views', { count: post.viewCount })}</span>
      </div>

      {post.deleted ? (
        <div className="mt-5">
          <Alert tone="info">
            {post.deletedByModerator ? t('post.removedByModerator') : t('post.removedByAuthor')}
          </Alert>
        </div>
      ) : (
        <>
          {post.hidden ? (
            <div className="mt-5">
              <Alert tone="warning">{t('post.hiddenNotice')}</Alert>
            </div>
          ) : null}
          <RichText text={post.body} className="mt-5 text-base text-stone-900" />
          <PhotoGrid photos={post.photos} className="mt-4" />
          <TranslateLinks text={`${post.title}\n\n${post.body}`} />
          <div className="mt-6 flex items-center gap-3 border-t border-stone-200 pt-4">
            <LikeButton
              liked={post.viewer.liked}
              count={post.likeCount}
              disabled={!isLive || like.isPending}
              onToggle={handleLike}
            />
            {post.acceptedCommentId !== null ? (
              <a
                href={`#comment-${post.acceptedCommentId}`}
                className="text-sm font-semibold text-green-800 underline underline-offset-4"
              >
                {t('post.toAccepted')}
              </a>
            ) : null}
            <div className="ml-auto">
              <OptionsMenu label={t('post.options')} align="right" items={items} />
            </div>
          </div>
        </>
      )}

      {isReporting ? (
        <ReportDialog
          title={t('post.reportTitle')}
          onSubmit={(input) => report.mutateAsync({ postId: post.id, input })}
          onReported={() => markPostReported(queryClient, post.id)}
          onClose={() => setReporting(false)}
        />
      ) : null}
      {isDeleting ? (
        <ConfirmDialog
          title={t('post.deleteTitle')}
          confirmLabel={t('post.deleteConfirm')}
          isPending={remove.isPending}
          onConfirm={handleDelete}
          onClose={() => setDeleting(false)}
        >
          {t('post.deleteBody')}
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
