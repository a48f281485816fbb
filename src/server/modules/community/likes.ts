import type { LikeResponse } from '#shared/contracts/community';
import { inWork, type Work } from '#server/lib/transaction';
import type { CommunityContext } from './community-context.ts';

type LikeTarget = { kind: 'post' | 'comment'; id: number; authorId: string; postId: number };

/** Adds or removes the user's like row; how many rows changed (0 when it already was as asked). */
async function writeLike(
  { trx }: Work,
  kind: LikeTarget['kind'],
  userId: string,
  id: number,
  liked: boolean,
  now: string,
) {
  if (kind === 'post') {
    return liked
      ? ((
          await trx
            .insertInto('post_likes')
            .values({ post_id: id, user_id: userId, created_at: now })
            .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows ?? 0n)
      : (await trx.deleteFrom('post_likes').where('post_id', '=', id).where('user_id', '=', userId).executeTakeFirst())
          .numDeletedRows;
  }
  return liked
    ? ((
        await trx
          .insertInto('comment_likes')
          .values({ comment_id: id, user_id: userId, created_at: now })
          .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
          .executeTakeFirst()
      ).numInsertedOrUpdatedRows ?? 0n)
    : (
        await trx
          .deleteFrom('comment_likes')
          .where('comment_id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      ).numDeletedRows;
}

/** One like per user per item; the counter moves only when the like row does, and a new like tells the author. */
export async function setLike(
  { db, notifications }: Pick<CommunityContext, 'db' | 'notifications'>,
  userId: string,
  liked: boolean,
  target: LikeTarget,
): Promise<LikeResponse> {
  const { kind, id } = target;
  const likeCount = await inWork(db, undefined, async (work) => {
    const { trx } = work;
    const now = new Date().toISOString();
    const changed = await writeLike(work, kind, userId, id, liked, now);
    const table = kind === 'post' ? 'posts' : 'comments';
    if (Number(changed) > 0) {
      await trx
        .updateTable(table)
        .set((eb) => ({ like_count: eb('like_count', liked ? '+' : '-', 1) }))
        .where('id', '=', id)
        .execute();
      if (liked)
        await notifications.liked(
          {
            actorId: userId,
            authorId: target.authorId,
            postId: target.postId,
            commentId: kind === 'comment' ? id : null,
            at: now,
          },
          { work },
        );
    }
    const row = await trx.selectFrom(table).select('like_count').where('id', '=', id).executeTakeFirstOrThrow();
    return row.like_count;
  });
  return { liked, likeCount };
}
