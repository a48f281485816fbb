import type { NotificationData } from '#shared/contracts/notifications';
import type { Db } from '#server/db/index';

/** For the data export: every notification the user has, as stored (no other person's name). */
export async function exportNotifications(db: Db, userId: string) {
  const rows = await db
    .selectFrom('notifications')
    .select(['type', 'post_id', 'comment_id', 'data', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return {
    notifications: rows.map((r) => ({
      type: r.type,
      postId: r.post_id === null ? null : r.post_id,
      commentId: r.comment_id === null ? null : r.comment_id,
      ...(JSON.parse(r.data) as NotificationData),
      createdAt: r.created_at,
      readAt: r.read_at,
    })),
  };
}
