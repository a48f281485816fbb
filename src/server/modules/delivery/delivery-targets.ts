import type { NotificationSettings } from '#shared/contracts/notification-settings';
import type { Db } from '#server/db/index';
import { type Enqueued, enqueued } from '#server/jobs/define-job';
import { type SettingsRow, toSettings } from './delivery.rows.ts';
import { pushJob } from './push.job.ts';

export type DeliveryTarget = { settings: NotificationSettings; subscriptions: string[] };

/** The settings and push subscriptions of several users in one query, for a batch of sends or notifications. */
export async function deliveryTargets(executor: Db, userIds: string[]): Promise<Map<string, DeliveryTarget>> {
  const rows = await executor
    .selectFrom('users as u')
    .leftJoin('notification_settings as s', 's.user_id', 'u.id')
    .leftJoin('push_subscriptions as ps', (join) => join.onRef('ps.user_id', '=', 'u.id').on('ps.gone_at', 'is', null))
    .select([
      'u.id as user_id',
      's.chat_mail',
      's.chat_mail_delay_minutes',
      's.digest',
      's.push_chat',
      's.push_community',
      'ps.id as subscription_id',
    ])
    .where('u.id', 'in', userIds)
    .execute();
  const targets = new Map<string, DeliveryTarget>();
  for (const row of rows) {
    const target = targets.get(row.user_id) ?? {
      settings: toSettings(row.chat_mail === null ? undefined : (row as SettingsRow)),
      subscriptions: [],
    };
    if (row.subscription_id) target.subscriptions.push(row.subscription_id);
    targets.set(row.user_id, target);
  }
  return targets;
}

/** A push job per device, about a chat or a notification. */
export const pushJobs = (
  subscriptions: string[],
  about: { kind: 'chat'; conversationId: string } | { kind: 'community'; notificationId: number },
): Enqueued[] => subscriptions.map((subscriptionId) => enqueued(pushJob, { subscriptionId, ...about }));
