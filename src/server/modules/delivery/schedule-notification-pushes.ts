import type { DeliveryContext } from './delivery-context.ts';
import { deliveryTargets, pushJobs } from './delivery-targets.ts';

/** For in-app notifications just created: a push to each device of their recipients who want them. */
export async function scheduleNotificationPushes(
  ctx: Pick<DeliveryContext, 'db' | 'jobs'>,
  notifications: { id: number; userId: string }[],
): Promise<void> {
  const targets = await deliveryTargets(ctx.db, [...new Set(notifications.map((n) => n.userId))]);
  await ctx.jobs.enqueueAll(
    notifications.flatMap((n) => {
      const target = targets.get(n.userId);
      if (!target?.settings.pushCommunity) return [];
      return pushJobs(target.subscriptions, { kind: 'community', notificationId: n.id });
    }),
  );
}
