import type { ServerContext } from '#server/context';
import { notFound } from '#server/lib/errors';

/** The member row, or 404 — the same answer whether the conversation exists or not. */
export async function requireMember({ db }: Pick<ServerContext, 'db'>, userId: string, conversationId: string) {
  const member = await db
    .selectFrom('conversation_members')
    .select(['conversation_id', 'partner_id', 'unread_count', 'request_state'])
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!member) throw notFound('Conversation');
  return member;
}

/** The user's row, or 404. */
export async function requireUser({ db }: Pick<ServerContext, 'db'>, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'status', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('User');
  return user;
}

/** A message the user sent or received, or 404 — the same answer whether it exists or not. */
export async function requireOwnMessage({ db }: Pick<ServerContext, 'db'>, userId: string, messageId: number) {
  const message = await db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'sender_id', 'receiver_id'])
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!message || (message.sender_id !== userId && message.receiver_id !== userId)) throw notFound('Message');
  return message;
}
