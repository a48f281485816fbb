import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminPost } from '#shared/contracts/admin';
import { Button } from '#app/components/ui/button.tsx';
import { useDeletePost } from '#app/lib/delete-post.ts';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';
import { useAdminPosts } from '#app/features/admin/api/get-admin-posts.ts';
import { useModeratePost } from '#app/features/admin/api/moderate-post.ts';
import { useFormat } from '#app/features/admin/hooks/use-format.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { DataTable } from './data-table.tsx';
import { DeleteButton, Pager, QueryState } from './list-parts.tsx';
import { AuthorLink, PAGE_SIZE, StateBadges, useContentFilters } from './content-filters.tsx';
import { ICON_PENCIL } from '#app/components/ui/icon.tsx';
import { useLanguage } from '#app/lib/i18n.ts';

export function PostsPanel() {
  const { t } = useTranslation(['admin', 'errors']);
  const lng = useLanguage();
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
      <QueryState
        query={posts}
        isEmpty={(d) => d.posts.length === 0}
        emptyIconPath={ICON_PENCIL}
        emptyTitle={t('content.noPosts')}
      >
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
