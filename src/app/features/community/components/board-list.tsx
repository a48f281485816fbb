import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#app/paths.ts';
import { getBoardsQueryOptions, useBoards } from '#app/features/community/api/get-boards.ts';
import { usePageAnswer } from '#app/hooks/use-page-answer.ts';
import { useLocalized } from '#app/features/community/hooks/use-localized.ts';
import { LoadFailed } from './load-failed.tsx';
import { Loading } from './loading.tsx';
import { RelativeTime } from './relative-time.tsx';
import { Icon, ICON_BULB, ICON_CUP, ICON_LIST, ICON_PEOPLE, ICON_QUESTION } from '#app/components/ui/icon.tsx';

const ICONS: Record<string, string> = { qna: ICON_QUESTION, tips: ICON_BULB, companions: ICON_PEOPLE, free: ICON_CUP };

/** The boards, each with its description, post count and latest post. */
export function BoardList() {
  const { t } = useTranslation('community');
  const localized = useLocalized();
  const boards = useBoards();
  const shown = usePageAnswer(getBoardsQueryOptions(), boards);
  if (shown.failed) return <LoadFailed message={t('home.loadError')} onRetry={() => void boards.refetch()} />;
  // A page rendered without the boards (at build time, or when the server could not read them) starts the app at once.
  if (!shown.data)
    return (
      <div data-app-now="">
        <Loading label={t('home.loading')} />
      </div>
    );
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {shown.data.map((board) => (
        <li key={board.slug}>
          <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-4">
            <h3 className="text-lg font-bold">
              <Link
                to={paths.board(board.slug)}
                className="flex items-center gap-2 underline-offset-4 hover:text-brand-700 hover:underline"
              >
                <Icon path={ICONS[board.slug] ?? ICON_LIST} className="size-6 text-brand-700" />
                {localized(board.name)}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-stone-600">{localized(board.description)}</p>
            <p className="mt-3 text-xs font-semibold text-stone-500">
              {t('home.postCount', { count: board.postCount })}
            </p>
            {board.latestPost ? (
              <p className="mt-1 flex min-w-0 items-baseline gap-1.5 text-sm">
                <span className="shrink-0 text-stone-500">{t('home.latest')}</span>
                <Link
                  to={paths.post(String(board.latestPost.id))}
                  className="min-w-0 truncate text-brand-700 underline-offset-4 hover:underline"
                >
                  {board.latestPost.title}
                </Link>
                <span className="shrink-0 text-xs text-stone-500">
                  <RelativeTime iso={board.latestPost.createdAt} />
                </span>
              </p>
            ) : (
              <p className="mt-1 text-sm text-stone-500">{t('home.noPosts')}</p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
