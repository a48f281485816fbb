import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminBoard } from '#shared/contracts/admin';
import { Button } from '#app/components/ui/button.tsx';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';
import { useAdminBoards } from '#app/features/admin/api/get-admin-boards.ts';
import { useReorderBoards } from '#app/features/admin/api/reorder-boards.ts';
import { useUpdateBoard } from '#app/features/admin/api/update-board.ts';
import { type Direction, moved, useReorderFocus } from '#app/features/admin/hooks/use-reorder.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { AdminDialog } from './admin-dialog.tsx';
import { BoardForm } from './board-form.tsx';
import { DataTable } from './data-table.tsx';
import { Badge, DangerButton, EditButton, QueryState } from './list-parts.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { ICON_LIST } from '#app/components/ui/icon.tsx';
import { useLanguage } from '#app/lib/i18n.ts';

/** Boards in their community order, archived ones included: create, rename, reorder, archive and restore. */
export function BoardsPanel() {
  const { t } = useTranslation(['admin', 'errors']);
  const lng = useLanguage();
  const boards = useAdminBoards();
  const reorder = useReorderBoards();
  const update = useUpdateBoard();
  const [editing, setEditing] = useState<{ board?: AdminBoard } | null>(null);
  const [archiving, setArchiving] = useState<AdminBoard | null>(null);
  const { afterMove, message } = useReorderFocus(boards.data);
  const onError = (error: unknown) => toast.error(messageFromApiError(error, t).message);

  const handleMove = (list: AdminBoard[], index: number, direction: Direction) => {
    const board = list[index]!;
    const slugs = moved(
      list.map((b) => b.slug),
      index,
      direction,
    );
    afterMove(
      board.slug,
      direction,
      t('boards.movedTo', { name: board.name[lng], position: slugs.indexOf(board.slug) + 1, count: slugs.length }),
    );
    reorder.mutate({ slugs }, { onError });
  };

  const setArchived = (board: AdminBoard, archived: boolean) =>
    update.mutate(
      { slug: board.slug, input: { archived } },
      {
        onSuccess: () => {
          setArchiving(null);
          toast.success(t(archived ? 'boards.archived' : 'boards.restored', { name: board.name[lng] }));
        },
        onError,
      },
    );

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600">{t('boards.lead')}</p>
        <Button onClick={() => setEditing({})}>{t('boards.add')}</Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
      <QueryState
        query={boards}
        isEmpty={(d) => d.length === 0}
        emptyIconPath={ICON_LIST}
        emptyTitle={t('boards.empty')}
      >
        {(list) => (
          <DataTable
            label={t('boards.title')}
            rows={list}
            rowKey={(b) => b.slug}
            rowClassName={(b) => (b.archived ? 'text-stone-600' : '')}
            columns={[
              {
                key: 'order',
                header: t('boards.order'),
                cell: (b) => {
                  const index = list.indexOf(b);
                  return (
                    <MoveButtons
                      id={b.slug}
                      name={b.name[lng]}
                      isFirst={index === 0}
                      isLast={index === list.length - 1}
                      disabled={reorder.isPending}
                      onMove={(d) => handleMove(list, index, d)}
                    />
                  );
                },
              },
              {
                key: 'name',
                header: t('boards.fields.name'),
                bare: true,
                cell: (b) => (
                  <div>
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      {b.archived ? (
                        b.name[lng]
                      ) : (
                        <Link to={paths.board(b.slug)} className="text-brand-700 underline-offset-4 hover:underline">
                          {b.name[lng]}
                        </Link>
                      )}
                      {b.archived ? <Badge>{t('boards.archivedBadge')}</Badge> : null}
                    </p>
                    <p className="text-xs text-stone-600">
                      <code>{b.slug}</code>
                    </p>
                  </div>
                ),
              },
              { key: 'kind', header: t('boards.fields.kind'), cell: (b) => t(`boards.kinds.${b.kind}`) },
              { key: 'posts', header: t('boards.posts'), cell: (b) => b.postCount },
              {
                key: 'actions',
                header: t('common.actions'),
                bare: true,
                cell: (b) => (
                  <div className="flex flex-wrap gap-1 md:flex-nowrap">
                    <EditButton name={b.name[lng]} onClick={() => setEditing({ board: b })} />
                    {b.archived ? (
                      <Button
                        variant="secondary"
                        aria-label={t('boards.restoreNamed', { name: b.name[lng] })}
                        disabled={update.isPending}
                        onClick={() => setArchived(b, false)}
                      >
                        {t('boards.restore')}
                      </Button>
                    ) : (
                      <DangerButton
                        aria-label={t('boards.archiveNamed', { name: b.name[lng] })}
                        onClick={() => setArchiving(b)}
                      >
                        {t('boards.archive')}
                      </DangerButton>
                    )}
                  </div>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      {editing ? (
        <AdminDialog title={editing.board ? t('boards.editTitle') : t('boards.add')} onClose={() => setEditing(null)}>
          <BoardForm board={editing.board} onDone={() => setEditing(null)} />
        </AdminDialog>
      ) : null}
      {archiving ? (
        <ConfirmDialog
          title={t('boards.confirmArchive.title')}
          confirmLabel={t('boards.archive')}
          isPending={update.isPending}
          onConfirm={() => setArchived(archiving, true)}
          onClose={() => setArchiving(null)}
        >
          {t('boards.confirmArchive.body', { name: archiving.name[lng] })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
