import { inWork, type WorkOption } from '#server/lib/transaction';
import { announce, insertNotifications, mayNotify, type NotifyDeps } from './notify.ts';

/**
 * A like joins the recipient's unread group for that post or comment: the group's row moves to the top
 * (a new id) and its window grows to this like. Runs after the like counter's update, whose row lock
 * keeps two likes of one target from opening two groups.
 */
export async function liked(
  deps: NotifyDeps,
  input: { actorId: string; authorId: string; postId: number; commentId: number | null; at: string },
  { work }: WorkOption,
) {
  return inWork(deps.db, work, async (work) => {
    const { trx } = work;
    if (!(await mayNotify(trx, input.authorId, input.actorId))) return;
    const groupKey = input.commentId === null ? `post:${input.postId}` : `comment:${input.commentId}`;
    const open = await trx
      .selectFrom('notifications')
      .select(['id', 'group_since'])
      .where('user_id', '=', input.authorId)
      .where('group_key', '=', groupKey)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    if (open) await trx.deleteFrom('notifications').where('id', '=', open.id).execute();
    await insertNotifications(deps, work, [
      {
        user_id: input.authorId,
        type: input.commentId === null ? 'post_liked' : 'comment_liked',
        actor_id: input.actorId,
        post_id: input.postId,
        comment_id: input.commentId,
        group_key: groupKey,
        group_since: open?.group_since ?? input.at,
        created_at: input.at,
      },
    ]);
    announce(deps, work, [input.authorId]);
  });
}
