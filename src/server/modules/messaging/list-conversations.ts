import type { ConversationSummary } from '#shared/contracts/messaging';
import type { ServerContext } from '#server/context';
import { visibleNickname } from './messaging.rows.ts';

/** The inbox: the user's conversations, the latest first, with their last message and unread count. */
export async function listConversations(
  { db }: Pick<ServerContext, 'db'>,
  userId: string,
): Promise<ConversationSummary[]> {
  const rows = await db
    .selectFrom('conversation_members as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .innerJoin('users as p', 'p.id', 'm.partner_id')
    .leftJoin('messages as msg', 'msg.id', 'c.last_message_id')
    .select([
      'm.conversation_id',
      'm.partner_id',
      'm.unread_count',
      'm.request_state',
      'm.updated_at',
      'p.nickname',
      'p.deleted_at',
      'msg.content',
      'msg.created_at as message_at',
      'msg.deleted',
      'msg.sender_id',
    ])
    .where('m.user_id', '=', userId)
    // A declined request leaves the inbox; an empty one is not shown until its first message.
    .where((eb) =>
      eb.or([
        eb('m.request_state', '=', 'accepted'),
        eb.and([eb('m.request_state', '=', 'request'), eb('c.last_message_id', 'is not', null)]),
      ]),
    )
    .orderBy('m.updated_at', 'desc')
    .orderBy('c.last_message_id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.conversation_id,
    partner: { id: r.partner_id, nickname: visibleNickname(r) },
    lastMessage:
      r.message_at && r.sender_id
        ? {
            text: r.deleted ? null : r.content,
            createdAt: r.message_at,
            deleted: Boolean(r.deleted),
            senderId: r.sender_id,
          }
        : null,
    updatedAt: r.updated_at,
    unreadCount: r.request_state === 'accepted' ? r.unread_count : 0,
    request: r.request_state === 'request',
  }));
}
