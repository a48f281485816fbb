import type { BlockedUser } from '#shared/contracts/messaging';
import type { ServerContext } from '#server/context';
import { AppError } from '#server/lib/errors';
import { requireUser } from './conversation-access.ts';
import { visibleNickname } from './messaging.rows.ts';

/** The people the user blocked, the latest first. */
export async function listBlocks({ db }: Pick<ServerContext, 'db'>, userId: string): Promise<BlockedUser[]> {
  const rows = await db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(['blocks.blocked_id', 'blocks.created_at', 'users.nickname', 'users.deleted_at'])
    .where('blocks.blocker_id', '=', userId)
    .orderBy('blocks.created_at', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.blocked_id, nickname: visibleNickname(r), blockedAt: r.created_at }));
}

/** Blocks or unblocks `targetId`; both hear of it live (the chat header and the composer change). */
export async function setBlocked(
  ctx: Pick<ServerContext, 'db' | 'events'>,
  userId: string,
  targetId: string,
  blocked: boolean,
): Promise<void> {
  if (targetId === userId) throw new AppError('BAD_REQUEST', 'You cannot block yourself.', 'userId');
  await requireUser(ctx, targetId);
  if (blocked) {
    await ctx.db
      .insertInto('blocks')
      .values({ blocker_id: userId, blocked_id: targetId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
  } else {
    await ctx.db.deleteFrom('blocks').where('blocker_id', '=', userId).where('blocked_id', '=', targetId).execute();
  }
  await ctx.events.publish([userId, targetId], {
    type: 'block.changed',
    blockerId: userId,
    blockedId: targetId,
    blocked,
  });
}
