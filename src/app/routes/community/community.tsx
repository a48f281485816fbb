import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#app/components/ui/button.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { getBoardsQueryOptions, useBoards } from '#app/features/community/api/get-boards.ts';
import { BoardList } from '#app/features/community/components/board-list.tsx';
import { Highlights } from '#app/features/community/components/highlights.tsx';
import { usePageAnswer } from '#app/hooks/use-page-answer.ts';
import { paths } from '#app/paths.ts';
import { Icon, ICON_PENCIL } from '#app/components/ui/icon.tsx';

export default function CommunityPage() {
  const { t } = useTranslation('community');
  const boards = usePageAnswer(getBoardsQueryOptions(), useBoards());
  return (
    <Page title={t('home.title')} lead={t('home.lead')} width="max-w-5xl">
      <div className="flex flex-col gap-10">
        <section aria-labelledby="boards-heading">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 id="boards-heading" className="text-xl font-bold">
              {t('home.boards')}
            </h2>
            {/* Visitors are sent to log in by the new-post page and brought back to it. */}
            <Link to={paths.postNew()} className={buttonClass('primary')}>
              <Icon path={ICON_PENCIL} className="mr-1.5 inline-block size-5 align-[-0.25em]" />
              {t('write')}
            </Link>
          </div>
          <BoardList />
        </section>
        {/* Below the boards, so it waits for them: arriving first, the boards would push it down (layout shift).
            When the boards could not load (offline), their error speaks for the page: not a second one. */}
        {boards.data ? <Highlights /> : null}
      </div>
    </Page>
  );
}
