import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useBoard } from '#app/features/community/api/get-board.ts';
import { BoardFeed } from '#app/features/community/components/board-feed.tsx';
import { useLocalized } from '#app/features/community/hooks/use-localized.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { paths } from '#app/paths.ts';
import { LoadError } from '#app/routes/load-error.tsx';
import { Icon, ICON_PENCIL, ICON_SEARCH } from '#app/components/ui/icon.tsx';

export default function BoardPage() {
  const { t } = useTranslation('community');
  const { boardId = '' } = useParams();
  const localized = useLocalized();
  const board = useBoard(boardId);
  const back = (
    <Link
      to={paths.community()}
      className="inline-flex min-h-11 items-center text-sm text-brand-700 underline-offset-4 hover:underline"
    >
      ← {t('board.back')}
    </Link>
  );

  if (board.isPending) {
    return (
      <Page title={t('board.title')}>
        <div role="status" className="flex justify-center py-10">
          <Spinner />
          <span className="sr-only">{t('board.loading')}</span>
        </div>
      </Page>
    );
  }
  if (board.isError) {
    const isMissing = board.error instanceof ApiError && board.error.status === 404;
    return (
      <Page title={t('board.title')}>
        {isMissing ? (
          <EmptyState iconPath={ICON_SEARCH} title={t('board.notFound')}>
            {back}
          </EmptyState>
        ) : (
          <LoadError onRetry={() => void board.refetch()} />
        )}
      </Page>
    );
  }
  return (
    <Page title={localized(board.data.name)} lead={localized(board.data.description)}>
      <div className="mb-4 flex items-center justify-between gap-3">
        {back}
        <Link to={paths.postNew(board.data.slug)} className={buttonClass('primary')}>
          <Icon path={ICON_PENCIL} className="mr-1.5 inline-block size-5 align-[-0.25em]" />
          {t('write')}
        </Link>
      </div>
      <BoardFeed key={board.data.slug} slug={board.data.slug} />
    </Page>
  );
}
