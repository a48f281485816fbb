import { inWork, type WorkOption } from '#server/lib/transaction';
import { announce, insertNotifications, mayNotify, type NotifyDeps } from './notify.ts';

/** The comment's author hears that the question's author accepted it, once per comment. */
export async function answerAccepted(
  deps: NotifyDeps,
  input: { actorId: string; postId: number; commentId: number; at: string },
  { work }: WorkOption,
) {
  return inWork(deps.db, work, async (work) => {
    const { trx } = work;
    const comment = await trx
      .selectFrom('comments')
      .select('author_id')
      .where('id', '=', input.commentId)
      .executeTakeFirstOrThrow();
    if (!(await mayNotify(trx, comment.author_id, input.actorId))) return;
    const told = await trx
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', comment.author_id)
      .where('type', '=', 'answer_accepted')
      .where('comment_id', '=', input.commentId)
      .executeTakeFirst();
    if (told) return;
    await insertNotifications(deps, work, [
      {
        user_id: comment.author_id,
        type: 'answer_accepted',
        actor_id: input.actorId,
        post_id: input.postId,
        comment_id: input.commentId,
        created_at: input.at,
      },
    ]);
    announce(deps, work, [comment.author_id]);
  });
}
