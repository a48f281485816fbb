import type { Me } from '#shared/contracts/auth';
import type { CreatePostInput, PostDetail } from '#shared/contracts/community';
import { POST_PHOTOS_MAX } from '#shared/limits';
import { inWork } from '#server/lib/transaction';
import { attachPhotos } from '#server/modules/photos/attach-photos';
import type { CommunityContext } from './community-context.ts';
import { bumpBoard, requirePace, requireVerified } from './community.rules.ts';
import { getPost } from './get-post.ts';
import { requireBoard } from './post-access.ts';

/** A verified member writes on an open board, at the pace the rules allow, with up to POST_PHOTOS_MAX photos. */
export async function createPost(
  ctx: Pick<CommunityContext, 'db' | 'config' | 'photoStorage'>,
  user: Me,
  input: CreatePostInput,
): Promise<PostDetail> {
  requireVerified(user);
  const board = await requireBoard(ctx, input.boardId, { forWriting: true });
  await requirePace(ctx, user, 'post');
  const storage = ctx.photoStorage;
  const id = await inWork(ctx.db, undefined, async (work) => {
    const { trx } = work;
    const row = await trx
      .insertInto('posts')
      .values({
        board_id: board.id,
        author_id: user.id,
        title: input.title,
        body: input.body,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await bumpBoard(trx, board.id, 1);
    if (input.photos?.length)
      await attachPhotos(
        { work, storage },
        {
          ownerId: user.id,
          target: { type: 'post', id: row.id },
          photos: input.photos,
          max: POST_PHOTOS_MAX,
          visibility: 'public',
        },
      );
    return row.id;
  });
  return getPost(ctx, id, user);
}
