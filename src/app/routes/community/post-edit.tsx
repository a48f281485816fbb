import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useBoards } from '#app/features/community/api/get-boards.ts';
import { parsePostId, usePost } from '#app/features/community/api/get-post.ts';
import { PostForm } from '#app/features/community/components/post-form.tsx';
import { VerifyNotice } from '#app/features/community/components/verify-notice.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';
import { LoadError } from '#app/routes/load-error.tsx';
import { RequireUser } from '#app/routes/require-user.tsx';
import { ICON_LOCK, ICON_SEARCH } from '#app/components/ui/icon.tsx';

function EditPost({ postId }: { postId: number }) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const post = usePost(postId);
  const boards = useBoards();
  if ((post.isPending && postId > 0) || boards.isPending) {
    return (
      <div role="status" className="flex justify-center py-10">
        <Spinner />
        <span className="sr-only">{t('editor.loading')}</span>
      </div>
    );
  }
  const isMissing = postId === 0 || (post.error instanceof ApiError && post.error.status === 404) || post.data?.deleted;
  if (isMissing) {
    return (
      <EmptyState iconPath={ICON_SEARCH} title={t('post.notFound')}>
        <Link to={paths.community()} className="text-brand-700 underline underline-offset-4">
          {t('home.title')}
        </Link>
      </EmptyState>
    );
  }
  if (post.isError || boards.isError || !post.data) {
    return <LoadError onRetry={() => void (post.isError ? post.refetch() : boards.refetch())} />;
  }
  if (!post.data.viewer.isAuthor) {
    return (
      <EmptyState iconPath={ICON_LOCK} title={t('editor.notAuthor')}>
        <Link to={paths.post(String(postId))} className="text-brand-700 underline underline-offset-4">
          {t('editor.backToPost')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <PostForm
      boards={boards.data}
      post={post.data}
      cancelHref={paths.post(String(postId))}
      onSaved={() => {
        toast.success(t('editor.saved'));
        navigate(paths.post(String(postId)), { replace: true });
      }}
    />
  );
}

export default function PostEditPage() {
  const { t } = useTranslation('community');
  const postId = parsePostId(useParams().postId);
  return (
    <RequireUser>
      {(me) => (
        <Page title={t('editor.editTitle')}>
          {me.emailVerified ? <EditPost postId={postId} /> : <VerifyNotice what="post" />}
        </Page>
      )}
    </RequireUser>
  );
}
