import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_STATES } from '#shared/contracts/admin';
import { SearchField } from '#app/components/ui/search-field.tsx';
import { paths } from '#app/paths.ts';
import { useAdminBoards } from '#app/features/admin/api/get-admin-boards.ts';
import type { ContentParams } from '#app/features/admin/api/keys.ts';
import { useDebounced } from '#app/features/admin/hooks/use-debounced.ts';
import { useUrlState } from '#app/features/admin/hooks/use-url-state.ts';
import { SelectField } from './fields.tsx';
import { Badge, Filters } from './list-parts.tsx';
import { useLanguage } from '#app/lib/i18n.ts';

export const PAGE_SIZE = 20;

/** Search, board and state filters kept in the URL; the search box asks once the typing pauses. */
export function useContentFilters(): { params: ContentParams; filters: ReactNode; setPage: (page: number) => void } {
  const { t } = useTranslation('admin');
  const lng = useLanguage();
  const url = useUrlState();
  const boards = useAdminBoards();
  const [q, setQ] = useState(url.get('q'));
  const query = useDebounced(q.trim());
  useEffect(() => {
    if (query !== url.get('q')) url.set({ q: query, page: undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the settled search text only
  }, [query]);
  const state = CONTENT_STATES.find((s) => s === url.get('state')) ?? 'all';
  const board = url.get('board') || undefined;
  const params: ContentParams = { q: url.get('q') || undefined, board, state, page: url.page, pageSize: PAGE_SIZE };
  const filters = (
    <Filters label={t('content.filters')}>
      <SearchField label={t('content.search')} placeholder={t('content.searchPlaceholder')} value={q} onChange={setQ} />
      <SelectField
        label={t('content.board')}
        value={board ?? ''}
        onChange={(e) => url.set({ board: e.target.value, page: undefined })}
        options={[
          { value: '', label: t('common.all') },
          ...(boards.data ?? []).map((b) => ({ value: b.slug, label: b.name[lng] })),
        ]}
      />
      <SelectField
        label={t('content.state')}
        value={state}
        onChange={(e) => url.set({ state: e.target.value === 'all' ? undefined : e.target.value, page: undefined })}
        options={CONTENT_STATES.map((s) => ({ value: s, label: t(`content.states.${s}`) }))}
      />
    </Filters>
  );
  return { params, filters, setPage: (page) => url.set({ page }) };
}

export function StateBadges({
  item,
}: {
  item: { hidden: boolean; deleted: boolean; pinned?: boolean; reportCount: number };
}) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex flex-wrap gap-1">
      {item.deleted ? <Badge tone="danger">{t('content.states.deleted')}</Badge> : null}
      {item.hidden ? <Badge tone="warning">{t('content.states.hidden')}</Badge> : null}
      {item.pinned ? <Badge tone="info">{t('content.pinned')}</Badge> : null}
      {item.reportCount > 0 ? <Badge tone="danger">{t('content.reports', { count: item.reportCount })}</Badge> : null}
    </span>
  );
}

export function AuthorLink({ author }: { author: { id: string; nickname: string | null } }) {
  const { t } = useTranslation('admin');
  if (!author.nickname) return <span className="italic text-stone-600">{t('common.unknownUser')}</span>;
  return (
    <Link
      to={{ pathname: paths.admin.users(), search: `?user=${encodeURIComponent(author.id)}` }}
      className="text-brand-700 underline-offset-4 hover:underline"
    >
      {author.nickname}
    </Link>
  );
}

/** Every post, hidden and deleted ones included: hide or show, pin on its board, delete. */
