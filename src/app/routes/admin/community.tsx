import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';
import { BoardsPanel } from '#app/features/admin/components/boards-panel.tsx';
import { CommentsPanel } from '#app/features/admin/components/comments-panel.tsx';
import { PostsPanel } from '#app/features/admin/components/posts-panel.tsx';
import { useUrlState } from '#app/features/admin/hooks/use-url-state.ts';
import { paths } from '#app/paths.ts';

const TABS = ['boards', 'posts', 'comments'] as const;

export default function AdminCommunityPage() {
  const { t } = useTranslation('admin');
  const url = useUrlState();
  const tab = TABS.find((x) => x === url.get('tab')) ?? 'boards';

  return (
    <Page title={t('nav.community')} width="max-w-6xl">
      <nav aria-label={t('community.sections')} className="mb-6 flex flex-wrap gap-1 border-b border-stone-200">
        {TABS.map((x) => (
          <Link
            key={x}
            to={{ pathname: paths.admin.community(), search: x === 'boards' ? '' : `?tab=${x}` }}
            aria-current={x === tab ? 'page' : undefined}
            className={`flex min-h-11 shrink-0 items-center border-b-2 px-4 text-sm font-semibold ${x === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
          >
            {t(`community.tabs.${x}`)}
          </Link>
        ))}
      </nav>
      <h2 className="sr-only">{t(`community.tabs.${tab}`)}</h2>
      {tab === 'boards' ? (
        <BoardsPanel />
      ) : tab === 'posts' ? (
        <PostsPanel key="posts" />
      ) : (
        <CommentsPanel key="comments" />
      )}
    </Page>
  );
}
