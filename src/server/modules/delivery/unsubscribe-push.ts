import type { Db } from '#server/db/index';

/** Forgets one of the user's devices (by its endpoint). */
export async function unsubscribePush(ctx: { db: Db }, userId: string, endpoint: string): Promise<void> {
  await ctx.db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}
