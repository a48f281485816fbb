import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useBoards } from '#app/features/community/api/get-boards.ts';
import { PostForm } from '#app/features/community/components/post-form.tsx';
import { VerifyNotice } from '#app/features/community/components/verify-notice.tsx';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';
import { LoadError } from '#app/routes/load-error.tsx';
import { RequireUser } from '#app/routes/require-user.tsx';

function NewPost() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const boards = useBoards();
  const board = params.get('board') ?? undefined;
  if (boards.isPending) {
    return (
      <div role="status" className="flex justify-center py-10">
        <Spinner />
        <span className="sr-only">{t('editor.loading')}</span>
      </div>
    );
  }
  if (boards.isError) return <LoadError onRetry={() => void boards.refetch()} />;
  return (
    <PostForm
      boards={boards.data}
      initialBoard={board}
      cancelHref={board ? paths.board(board) : paths.community()}
      onSaved={(post) => {
        toast.success(t('editor.published'));
        navigate(paths.post(String(post.id)), { replace: true });
      }}
    />
  );
}

export default function PostNewPage() {
  const { t } = useTranslation('community');
  return (
    <RequireUser>
      {(me) => (
        <Page title={t('editor.newTitle')}>{me.emailVerified ? <NewPost /> : <VerifyNotice what="post" />}</Page>
      )}
    </RequireUser>
  );
}
