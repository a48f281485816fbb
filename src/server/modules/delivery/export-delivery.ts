import type { DeliveryContext } from './delivery-context.ts';
import { settingsRow, toSettings } from './delivery.rows.ts';

/** The data export's part: settings and the devices push goes to. */
export async function exportDelivery(ctx: Pick<DeliveryContext, 'db'>, userId: string) {
  const subscriptions = await ctx.db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'user_agent', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return {
    notificationSettings: toSettings(await settingsRow(ctx.db, userId)),
    pushSubscriptions: subscriptions.map((s) => ({
      endpoint: s.endpoint,
      userAgent: s.user_agent,
      createdAt: s.created_at,
    })),
  };
}
