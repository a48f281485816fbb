import type { ServerContext } from '#server/context';
import { messagesOf } from './messaging.rows.ts';

/** For the data export: what the user sent and received, blocks and reports they made. */
export async function exportMessaging({ db }: Pick<ServerContext, 'db'>, userId: string) {
  const [messages, blocks, reports] = await Promise.all([
    messagesOf(db, userId).orderBy('messages.id').execute(),
    db.selectFrom('blocks').select(['blocked_id', 'created_at']).where('blocker_id', '=', userId).execute(),
    db
      .selectFrom('message_reports')
      .select(['message_id', 'reason', 'detail', 'created_at'])
      .where('reporter_id', '=', userId)
      .execute(),
  ]);
  return {
    messages: messages.map((m) => ({
      id: m.id,
      conversationId: m.conversation_id,
      direction: m.sender_id === userId ? ('sent' as const) : ('received' as const),
      content: m.deleted ? null : m.content,
      createdAt: m.created_at,
      deleted: Boolean(m.deleted),
    })),
    blocks: blocks.map((b) => ({ userId: b.blocked_id, blockedAt: b.created_at })),
    messageReports: reports.map((r) => ({
      messageId: r.message_id,
      reason: r.reason,
      detail: r.detail,
      createdAt: r.created_at,
    })),
  };
}

/** For the data export: the user's message setting, and their side of each conversation that is not simply accepted. */
export async function exportMessageRequests({ db }: Pick<ServerContext, 'db'>, userId: string) {
  const [settings, requestRows] = await Promise.all([
    db.selectFrom('users').select('message_privacy').where('id', '=', userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('conversation_members')
      .select(['conversation_id', 'partner_id', 'request_state'])
      .where('user_id', '=', userId)
      .where('request_state', '!=', 'accepted')
      .execute(),
  ]);
  return {
    messagePrivacy: settings.message_privacy,
    messageRequests: requestRows.map((r) => ({
      conversationId: r.conversation_id,
      fromUserId: r.partner_id,
      state: r.request_state,
    })),
  };
}
