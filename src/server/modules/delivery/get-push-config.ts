import type { DeliveryContext } from './delivery-context.ts';

/**
 * The server's push key and how many devices the user registered, whatever became of their pushes: what the
 * account sees never depends on the endpoints' answers.
 */
export async function getPushConfig(
  ctx: Pick<DeliveryContext, 'db' | 'push'>,
  userId: string,
): Promise<{ publicKey: string; subscribed: number }> {
  const row = await ctx.db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { publicKey: ctx.push.publicKey, subscribed: row?.n ?? 0 };
}
