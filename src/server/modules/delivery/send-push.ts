import { isDeactivated } from '#shared/account-rules';
import type { PushPayload } from '#shared/contracts/notification-settings';
import { oneLine } from '#shared/contracts/text';
import type { Language } from '#shared/limits';
import { visibleNow } from '#server/modules/notifications/notifications.rows';
import type { DeliveryContext } from './delivery-context.ts';
import { settingsRow, targetPath, toSettings, truncate } from './delivery.rows.ts';
import type { PushJobPayload } from './push.job.ts';

const PREVIEW_CHARS = 120;

/** A chat push: the newest unread message of the conversation, or null when there is none left to show. */
async function chatPushPayload(
  ctx: Pick<DeliveryContext, 'db' | 't'>,
  userId: string,
  conversationId: string,
  language: Language | null,
): Promise<PushPayload | null> {
  const message = await ctx.db
    .selectFrom('messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .innerJoin('conversation_members as cm', (join) =>
      join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.user_id', '=', userId),
    )
    .select(['m.content', 's.nickname', 's.status'])
    .where('m.conversation_id', '=', conversationId)
    .where('m.receiver_id', '=', userId)
    .where('m.is_read', '=', false)
    .where('m.deleted', '=', false)
    .where('cm.request_state', '=', 'accepted')
    .orderBy('m.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!message) return null;
  const tt = ctx.t(language);
  return {
    title: tt('notify:push.chatTitle', {
      nickname: isDeactivated(message.status) ? tt('notify:unknownUser') : message.nickname,
    }),
    body: truncate(message.content, PREVIEW_CHARS),
    url: `/chat/${encodeURIComponent(conversationId)}`,
    tag: `chat-${conversationId}`,
  };
}

/** A community push: the notification while it is unread and still visible, else null. */
async function communityPushPayload(
  ctx: Pick<DeliveryContext, 'db' | 't'>,
  userId: string,
  notificationId: number,
  language: Language | null,
): Promise<PushPayload | null> {
  const n = await ctx.db
    .selectFrom('notifications as n')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .leftJoin('posts as p', 'p.id', 'n.post_id')
    .leftJoin('comments as c', 'c.id', 'n.comment_id')
    .select([
      'n.type',
      'n.post_id',
      'n.comment_id',
      'n.read_at',
      'n.group_key',
      'a.nickname as actor',
      'a.status as actorStatus',
      'p.title',
    ])
    .where('n.id', '=', notificationId)
    .where('n.user_id', '=', userId)
    .where(visibleNow)
    .executeTakeFirst();
  if (!n || n.read_at) return null;
  const tt = ctx.t(language);
  const actor =
    !n.actor || (n.actorStatus !== null && isDeactivated(n.actorStatus)) ? tt('notify:unknownUser') : n.actor;
  return {
    title: tt('notify:push.communityTitle'),
    body: tt(`notify:types.${n.type}`, { actor, title: n.title ? truncate(oneLine(n.title), 60) : '' }),
    url: targetPath(n),
    // Likes on one post or comment replace each other on the device.
    tag: n.group_key ? `group-${n.group_key}` : `notification-${notificationId}`,
  };
}

/** The push job: one subscription, one job, so a retry never pushes twice to the devices that already got it. */
export async function sendPush(ctx: DeliveryContext, data: PushJobPayload): Promise<void> {
  const { db } = ctx;
  const sub = await db
    .selectFrom('push_subscriptions as ps')
    .innerJoin('users as u', 'u.id', 'ps.user_id')
    .select(['ps.id', 'ps.user_id', 'ps.endpoint', 'ps.p256dh', 'ps.auth', 'u.language', 'u.status'])
    .where('ps.id', '=', data.subscriptionId)
    .where('ps.gone_at', 'is', null)
    .executeTakeFirst();
  if (!sub || sub.status !== 'active') return;
  const settings = toSettings(await settingsRow(db, sub.user_id));
  let payload: PushPayload | null = null;
  if (data.kind === 'chat' && settings.pushChat && !(await ctx.presence.isOnline(sub.user_id))) {
    payload = await chatPushPayload(ctx, sub.user_id, data.conversationId, sub.language);
  } else if (data.kind === 'community' && settings.pushCommunity) {
    payload = await communityPushPayload(ctx, sub.user_id, data.notificationId, sub.language);
  }
  if (!payload) return;
  // Marked, not deleted: the account's view of its devices never tells what an endpoint answered.
  if ((await ctx.push.send(sub, payload)) === 'gone') {
    await db
      .updateTable('push_subscriptions')
      .set({ gone_at: new Date().toISOString() })
      .where('id', '=', sub.id)
      .execute();
  }
}
