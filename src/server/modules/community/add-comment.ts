import type { Me } from '#shared/contracts/auth';
import type { Comment } from '#shared/contracts/community';
import type { PhotoRefInput } from '#shared/contracts/photos';
import { COMMENT_PHOTOS_MAX } from '#shared/limits';
import { inWork } from '#server/lib/transaction';
import { attachPhotos } from '#server/modules/photos/attach-photos';
import type { CommunityContext } from './community-context.ts';
import { requirePace, requireVerified } from './community.rules.ts';
import { getComment } from './get-comment.ts';
import { requireLivePost } from './post-access.ts';

/**
 * A verified member comments on a visible post, at the pace the rules allow, with up to COMMENT_PHOTOS_MAX
 * photos; the post's author and the thread hear of it in the same transaction.
 */
export async function addComment(
  ctx: Pick<CommunityContext, 'db' | 'config' | 'photoStorage' | 'notifications'>,
  user: Me,
  postId: number,
  body: string,
  photos: PhotoRefInput[] = [],
): Promise<Comment> {
  requireVerified(user);
  await requireLivePost(ctx, postId);
  await requirePace(ctx, user, 'comment');
  const { notifications, photoStorage: storage } = ctx;
  const id = await inWork(ctx.db, undefined, async (work) => {
    const { trx } = work;
    const at = new Date().toISOString();
    const row = await trx
      .insertInto('comments')
      .values({ post_id: postId, author_id: user.id, body, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('posts')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('id', '=', postId)
      .execute();
    if (photos.length)
      await attachPhotos(
        { work, storage },
        {
          ownerId: user.id,
          target: { type: 'comment', id: row.id },
          photos,
          max: COMMENT_PHOTOS_MAX,
          visibility: 'public',
        },
      );
    await notifications.commentCreated({ actorId: user.id, postId, commentId: row.id, at }, { work });
    return row.id;
  });
  return getComment(ctx, user, id);
}
