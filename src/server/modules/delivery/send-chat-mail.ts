import { isDeactivated } from '#shared/account-rules';
import { chatMailJob } from './chat-mail.job.ts';
import type { DeliveryContext } from './delivery-context.ts';
import { settingsRow, toSettings } from './delivery.rows.ts';
import { mailRecipient, sendNotificationMail, sendOrRelease, underDailyCap } from './notification-mail.ts';

/** The user's unread chat messages in accepted conversations, oldest first. */
async function unreadMessages(ctx: Pick<DeliveryContext, 'db'>, userId: string) {
  return ctx.db
    .selectFrom('messages as m')
    .innerJoin('conversation_members as cm', (join) =>
      join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.user_id', '=', userId),
    )
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .select(['m.id', 'm.created_at', 's.nickname', 's.status'])
    .where('m.receiver_id', '=', userId)
    .where('m.is_read', '=', false)
    .where('m.deleted', '=', false)
    .where('cm.request_state', '=', 'accepted')
    .orderBy('m.id')
    .execute();
}

/**
 * The chat-mail job: one mail about the user's unread chats once the oldest new one has waited the user's
 * delay, unless a tab of theirs is open (then it looks again later) or the day's cap is reached.
 */
export async function sendChatMail(ctx: DeliveryContext, userId: string): Promise<void> {
  const { jobs, minuteMs, t, log, claims } = ctx;
  await claims.recover(userId, 'chat');
  const user = await mailRecipient(ctx, userId);
  const row = await settingsRow(ctx.db, userId);
  const settings = toSettings(row);
  if (!user || !settings.chatMail) return;
  const delayMs = settings.chatMailDelayMinutes * minuteMs;
  const since = row?.last_chat_mail_at ? new Date(row.last_chat_mail_at).getTime() : 0;
  const unread = await unreadMessages(ctx, userId);
  // Only messages that came after the last chat mail call for another one.
  const fresh = unread.filter((m) => new Date(m.created_at).getTime() > since);
  if (fresh.length === 0) return;
  // An open tab shows them: look again after the delay, in case the user leaves without reading.
  if (await ctx.presence.isOnline(userId)) {
    await jobs.enqueue(chatMailJob, { userId }, { delayMs });
    return;
  }
  const oldest = new Date(fresh[0]!.created_at).getTime();
  if (Date.now() - oldest < delayMs) {
    await jobs.enqueue(chatMailJob, { userId }, { delayMs: oldest + delayMs - Date.now() });
    return;
  }
  if (!(await underDailyCap(ctx, userId))) {
    log.info({ userId }, 'chat mail not sent: daily cap reached');
    return;
  }
  const claim = await claims.claim(userId, 'chat', row?.last_chat_mail_at ?? null, fresh[fresh.length - 1]!.created_at);
  if (!claim) return;
  const tt = t(user.language);
  const names = [...new Set(unread.map((m) => (isDeactivated(m.status) ? tt('notify:unknownUser') : m.nickname)))];
  await sendOrRelease(claim, () =>
    sendNotificationMail(ctx, user, {
      kind: 'chat',
      subject: tt('notify:mail.chat.subject', { count: unread.length }),
      lines: [
        tt('notify:mail.chat.body', { count: unread.length, names: names.slice(0, 3).join(', ') }),
        ...(names.length > 3 ? [tt('notify:mail.chat.more', { count: names.length - 3 })] : []),
      ],
      link: `${ctx.publicUrl}/messages`,
    }),
  );
}
