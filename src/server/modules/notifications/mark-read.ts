import { notFound } from '#server/lib/errors';
import { type NotifyDeps, publishUnread } from './notify.ts';

export async function markRead(deps: NotifyDeps, userId: string, id: number) {
  const { db } = deps;
  const row = await db
    .selectFrom('notifications')
    .select(['id', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Notification');
  if (row.read_at !== null) return;
  await db
    .updateTable('notifications')
    .set({ read_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
  await publishUnread(deps, [userId]);
}

export async function markAllRead(deps: NotifyDeps, userId: string) {
  const { db } = deps;
  const result = await db
    .updateTable('notifications')
    .set({ read_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) await publishUnread(deps, [userId]);
}
