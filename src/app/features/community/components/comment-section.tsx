import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Me } from '#shared/contracts/auth';
import type { PostDetail } from '#shared/contracts/community';
import { paths } from '#app/paths.ts';
import { useComments } from '#app/features/community/api/get-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { LoadFailed } from './load-failed.tsx';
import { Loading } from './loading.tsx';
import { VerifyNotice } from './verify-notice.tsx';

/** The thread under a post, oldest first, and the box to add to it; `me` is undefined while the session is still loading. */
export function CommentSection({
  post,
  me,
  onMessage,
}: {
  post: PostDetail;
  me: Me | null | undefined;
  onMessage: (userId: string) => void;
}) {
  const { t } = useTranslation('community');
  const location = useLocation();
  const comments = useComments(post.id);
  const canComment = me !== undefined && !post.deleted && !post.hidden;
  const hasComments = Boolean(comments.data);

  // A link to one comment (a notification, "see the answer") lands on it once the thread is in.
  useEffect(() => {
    if (!hasComments || !location.hash.startsWith('#comment-')) return;
    const target = document.getElementById(location.hash.slice(1));
    if (!target) return;
    target.setAttribute('tabindex', '-1');
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [hasComments, location.hash]);

  let composer = null;
  if (canComment && !me) {
    composer = (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-4 text-center text-sm">
        <Link
          to={paths.login({ redirectTo: location.pathname })}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {t('comments.logIn')}
        </Link>
      </p>
    );
  } else if (canComment && me && !me.emailVerified) composer = <VerifyNotice what="comment" />;
  else if (canComment) composer = <CommentForm postId={post.id} />;

  return (
    <section aria-labelledby="comments-heading" className="mt-10">
      <h2 id="comments-heading" className="text-lg font-bold">
        {t('comments.heading', { count: comments.data?.filter((c) => !c.deleted).length ?? post.commentCount })}
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        {comments.isPending ? <Loading label={t('comments.loading')} /> : null}
        {comments.isError ? (
          <LoadFailed message={t('comments.loadError')} onRetry={() => void comments.refetch()} />
        ) : null}
        {comments.data?.length === 0 ? (
          <p className="text-sm text-stone-600">
            {post.board.kind === 'qna' ? t('comments.emptyQuestion') : t('comments.empty')}
          </p>
        ) : null}
        {comments.data && comments.data.length > 0 ? (
          <ol className="flex flex-col gap-3">
            {comments.data.map((comment) => (
              <CommentItem key={comment.id} comment={comment} post={post} me={me ?? null} onMessage={onMessage} />
            ))}
          </ol>
        ) : null}
        {composer}
      </div>
    </section>
  );
}
