import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminComment, type AdminPost, CONTENT_STATES } from '#shared/contracts/admin';
import { Button } from '#app/components/ui/button.tsx';
import { SearchField } from '#app/components/ui/search-field.tsx';
import { useDeletePost } from '#app/lib/delete-post.ts';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';
import { useDeleteComment } from '#app/features/admin/api/delete-comment.ts';
import { useAdminBoards } from '#app/features/admin/api/get-admin-boards.ts';
import { useAdminComments } from '#app/features/admin/api/get-admin-comments.ts';
import { useAdminPosts } from '#app/features/admin/api/get-admin-posts.ts';
import type { ContentParams } from '#app/features/admin/api/keys.ts';
import { useModerateComment } from '#app/features/admin/api/moderate-comment.ts';
import { useModeratePost } from '#app/features/admin/api/moderate-post.ts';
import { useDebounced } from '#app/features/admin/hooks/use-debounced.ts';
import { useFormat } from '#app/features/admin/hooks/use-format.ts';
import { useUrlState } from '#app/features/admin/hooks/use-url-state.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { DataTable } from './data-table.tsx';
import { SelectField } from './fields.tsx';
import { Badge, DangerButton, DeleteButton, Filters, Pager, QueryState } from './list-parts.tsx';

const PAGE_SIZE = 20;

/** Search, board and state filters kept in the URL; the search box asks once the typing pauses. */
function useContentFilters(): { params: ContentParams; filters: ReactNode; setPage: (page: number) => void } {
  const { t, i18n } = useTranslation('admin');
  const lng = (i18n.resolvedLanguage ?? 'ko') as 'ko' | 'es' | 'en';
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

function StateBadges({ item }: { item: { hidden: boolean; deleted: boolean; pinned?: boolean; reportCount: number } }) {
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

function AuthorLink({ author }: { author: { id: string; nickname: string | null } }) {
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
export function PostsPanel() {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const lng = (i18n.resolvedLanguage ?? 'ko') as 'ko' | 'es' | 'en';
  const format = useFormat();
  const { params, filters, setPage } = useContentFilters();
  const posts = useAdminPosts(params);
  const moderate = useModeratePost();
  const remove = useDeletePost();
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const onError = (error: unknown) => toast.error(messageFromApiError(error, t).message);

  const change = (post: AdminPost, change: { hidden?: boolean; pinned?: boolean }, done: string) =>
    moderate.mutate(
      { postId: post.id, change },
      { onSuccess: () => toast.success(t(done, { title: post.title })), onError },
    );

  return (
    <div>
      {filters}
      <QueryState query={posts} isEmpty={(d) => d.posts.length === 0} emptyIcon="📝" emptyTitle={t('content.noPosts')}>
        {(data) => (
          <>
            <DataTable
              label={t('content.postsTitle')}
              rows={data.posts}
              rowKey={(p) => p.id}
              columns={[
                {
                  key: 'post',
                  header: t('content.post'),
                  bare: true,
                  cell: (p) => (
                    <div>
                      <p className="flex flex-wrap items-center gap-2 font-semibold">
                        {p.deleted && !p.title ? (
                          <span className="italic text-stone-600">{t('common.untitled')}</span>
                        ) : (
                          <Link
                            to={paths.post(String(p.id))}
                            className="text-brand-700 underline-offset-4 hover:underline"
                          >
                            {p.title}
                          </Link>
                        )}
                        <StateBadges item={p} />
                      </p>
                      {p.excerpt ? <p className="line-clamp-2 text-xs text-stone-600">{p.excerpt}</p> : null}
                    </div>
                  ),
                },
                { key: 'board', header: t('content.board'), cell: (p) => p.board.name[lng] },
                { key: 'author', header: t('content.author'), cell: (p) => <AuthorLink author={p.author} /> },
                { key: 'date', header: t('content.date'), cell: (p) => format.date(p.createdAt) },
                {
                  key: 'counts',
                  header: t('content.counts'),
                  cell: (p) => t('content.countsValue', { likes: p.likeCount, comments: p.commentCount }),
                },
                {
                  key: 'actions',
                  header: t('common.actions'),
                  bare: true,
                  cell: (p) =>
                    p.deleted ? null : (
                      <div className="flex flex-wrap gap-1 md:flex-nowrap">
                        <Button
                          variant="secondary"
                          disabled={moderate.isPending}
                          aria-label={t(p.hidden ? 'content.unhideNamed' : 'content.hideNamed', { name: p.title })}
                          onClick={() =>
                            change(p, { hidden: !p.hidden }, p.hidden ? 'content.done.unhidden' : 'content.done.hidden')
                          }
                        >
                          {p.hidden ? t('content.unhide') : t('content.hide')}
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={moderate.isPending}
                          aria-label={t(p.pinned ? 'content.unpinNamed' : 'content.pinNamed', { name: p.title })}
                          onClick={() =>
                            change(p, { pinned: !p.pinned }, p.pinned ? 'content.done.unpinned' : 'content.done.pinned')
                          }
                        >
                          {p.pinned ? t('content.unpin') : t('content.pin')}
                        </Button>
                        <DeleteButton name={p.title} onClick={() => setDeleting(p)} />
                      </div>
                    ),
                },
              ]}
            />
            <Pager page={params.page!} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
      {deleting ? (
        <ConfirmDialog
          title={t('content.confirmDeletePost.title')}
          confirmLabel={t('common.delete')}
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                toast.success(t('content.done.postDeleted', { title: deleting.title }));
              },
              onError,
            })
          }
          onClose={() => setDeleting(null)}
        >
          {t('content.confirmDeletePost.body', { title: deleting.title })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** Every comment, hidden and deleted ones included: hide or show, delete. */
export function CommentsPanel() {
  const { t } = useTranslation(['admin', 'errors']);
  const format = useFormat();
  const { params, filters, setPage } = useContentFilters();
  const comments = useAdminComments(params);
  const moderate = useModerateComment();
  const remove = useDeleteComment();
  const [deleting, setDeleting] = useState<AdminComment | null>(null);
  const onError = (error: unknown) => toast.error(messageFromApiError(error, t).message);

  return (
    <div>
      {filters}
      <QueryState
        query={comments}
        isEmpty={(d) => d.comments.length === 0}
        emptyIcon="💬"
        emptyTitle={t('content.noComments')}
      >
        {(data) => (
          <>
            <DataTable
              label={t('content.commentsTitle')}
              rows={data.comments}
              rowKey={(c) => c.id}
              columns={[
                {
                  key: 'comment',
                  header: t('content.comment'),
                  bare: true,
                  cell: (c) => (
                    <div>
                      <p className="line-clamp-3 whitespace-pre-line">
                        {c.body || <span className="italic text-stone-600">{t('content.removedText')}</span>}
                      </p>
                      <StateBadges item={c} />
                    </div>
                  ),
                },
                {
                  key: 'post',
                  header: t('content.onPost'),
                  cell: (c) => (
                    <Link
                      to={paths.post(String(c.post.id))}
                      className="text-brand-700 underline-offset-4 hover:underline"
                    >
                      {c.post.title || t('common.untitled')}
                    </Link>
                  ),
                },
                { key: 'author', header: t('content.author'), cell: (c) => <AuthorLink author={c.author} /> },
                { key: 'date', header: t('content.date'), cell: (c) => format.date(c.createdAt) },
                {
                  key: 'actions',
                  header: t('common.actions'),
                  bare: true,
                  cell: (c) =>
                    c.deleted ? null : (
                      <div className="flex flex-wrap gap-1 md:flex-nowrap">
                        <Button
                          variant="secondary"
                          disabled={moderate.isPending}
                          aria-label={t(c.hidden ? 'content.unhideComment' : 'content.hideComment', {
                            author: c.author.nickname ?? '',
                          })}
                          onClick={() =>
                            moderate.mutate(
                              { commentId: c.id, hidden: !c.hidden },
                              {
                                onSuccess: () =>
                                  toast.success(
                                    t(c.hidden ? 'content.done.commentUnhidden' : 'content.done.commentHidden'),
                                  ),
                                onError,
                              },
                            )
                          }
                        >
                          {c.hidden ? t('content.unhide') : t('content.hide')}
                        </Button>
                        <DangerButton
                          aria-label={t('content.deleteComment', { author: c.author.nickname ?? '' })}
                          onClick={() => setDeleting(c)}
                        >
                          {t('common.delete')}
                        </DangerButton>
                      </div>
                    ),
                },
              ]}
            />
            <Pager page={params.page!} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
      {deleting ? (
        <ConfirmDialog
          title={t('content.confirmDeleteComment.title')}
          confirmLabel={t('common.delete')}
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { commentId: deleting.id },
              {
                onSuccess: () => {
                  setDeleting(null);
                  toast.success(t('content.done.commentDeleted'));
                },
                onError,
              },
            )
          }
          onClose={() => setDeleting(null)}
        >
          {t('content.confirmDeleteComment.body')}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
