import { createHmac } from 'node:crypto';
import type { CommunityContext } from './community-context.ts';
import { DAY_MS } from './community.rules.ts';
import { requireLivePost } from './post-access.ts';

type ViewContext = Pick<CommunityContext, 'db' | 'config'>;
export type PostViewer = { userId: string } | { ip: string };

/** Counts the view once per viewer and UTC day; the post's view count after it. */
async function countView({ db, config }: ViewContext, postId: number, viewer: PostViewer, day: string) {
  const key =
    'userId' in viewer
      ? viewer.userId
      : `v:${createHmac('sha256', config.authSecret).update(viewer.ip).digest('base64url').slice(0, 24)}`;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('post_views')
      .values({ post_id: postId, viewer: key, day })
      .onConflict((oc) => oc.columns(['post_id', 'viewer', 'day']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await trx
        .updateTable('posts')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', postId)
        .execute();
    }
    return (await trx.selectFrom('posts').select('view_count').where('id', '=', postId).executeTakeFirstOrThrow())
      .view_count;
  });
}

/**
 * Counts a view at most once per viewer per post per UTC day; a visitor is a keyed hash of their address.
 * Made once per server: it remembers when it last pruned the old views.
 */
export function createRecordView(ctx: ViewContext) {
  let lastViewPrune = 0;
  return async function recordView(postId: number, viewer: PostViewer): Promise<number> {
    await requireLivePost(ctx, postId);
    const now = new Date();
    const viewCount = await countView(ctx, postId, viewer, now.toISOString().slice(0, 10));
    // Yesterday's rows are only kept to answer today's duplicates; older ones go, at most once an hour.
    if (now.getTime() - lastViewPrune > 60 * 60 * 1000) {
      lastViewPrune = now.getTime();
      await ctx.db
        .deleteFrom('post_views')
        .where('day', '<', new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10))
        .execute();
    }
    return viewCount;
  };
}
