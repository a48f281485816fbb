import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { parsePostId, usePost } from '#app/features/community/api/get-post.ts';
import { CommentSection } from '#app/features/community/components/comment-section.tsx';
import { PostView } from '#app/features/community/components/post-view.tsx';
import { useStartConversation } from '#app/features/messaging/api/start-conversation.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';
import { LoadError } from '#app/routes/load-error.tsx';
import { ICON_SEARCH } from '#app/components/ui/icon.tsx';

export default function PostPage() {
  const { t } = useTranslation('community');
  const postId = parsePostId(useParams().postId);
  const session = useMe();
  const me = session.data ?? null;
  const post = usePost(postId);
  const start = useStartConversation();
  const navigate = useNavigate();

  // The messaging feature's entry point: one conversation per pair, reused.
  const handleMessage = (partnerId: string) =>
    start.mutate(
      { partnerId },
      {
        onSuccess: (data) => navigate(paths.chat(data.conversation.id)),
        // A refusal says why (they accept no new messages, a new account's daily allowance); anything else is generic.
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status < 500
              ? messageFromApiError(error, t).message
              : t('author.messageError'),
          ),
      },
    );

  if (post.isPending && postId > 0) {
    return (
      <Page title={t('post.title')}>
        <div role="status" className="flex justify-center py-10">
          <Spinner />
          <span className="sr-only">{t('post.loading')}</span>
        </div>
      </Page>
    );
  }
  if (postId === 0 || (post.isError && post.error instanceof ApiError && post.error.status === 404)) {
    return (
      <Page title={t('post.title')}>
        <EmptyState iconPath={ICON_SEARCH} title={t('post.notFound')}>
          <Link to={paths.community()} className="text-brand-700 underline underline-offset-4">
            {t('home.title')}
          </Link>
        </EmptyState>
      </Page>
    );
  }
  if (post.isError || !post.data) {
    return (
      <Page title={t('post.title')}>
        <LoadError onRetry={() => void post.refetch()} />
      </Page>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-4 sm:py-8">
      <PostView post={post.data} me={me} onMessage={handleMessage} />
      <CommentSection post={post.data} me={session.isPending ? undefined : me} onMessage={handleMessage} />
    </div>
  );
}
