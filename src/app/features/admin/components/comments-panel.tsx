import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminComment } from '#shared/contracts/admin';
import { Button } from '#app/components/ui/button.tsx';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';
import { useDeleteComment } from '#app/features/admin/api/delete-comment.ts';
import { useAdminComments } from '#app/features/admin/api/get-admin-comments.ts';
import { useModerateComment } from '#app/features/admin/api/moderate-comment.ts';
import { useFormat } from '#app/features/admin/hooks/use-format.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { DataTable } from './data-table.tsx';
import { DangerButton, Pager, QueryState } from './list-parts.tsx';
import { AuthorLink, PAGE_SIZE, StateBadges, useContentFilters } from './content-filters.tsx';
import { ICON_CHAT } from '#app/components/ui/icon.tsx';

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
        emptyIconPath={ICON_CHAT}
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
