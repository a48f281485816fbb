import type { ConversationDetail } from '#shared/contracts/messaging';
import { isDeactivated } from '#shared/account-rules';
import type { ServerContext } from '#server/context';
import { notFound } from '#server/lib/errors';
import { visibleNickname } from './messaging.rows.ts';
import { pendingSide } from './messaging.rules.ts';

/** The chat header: the partner, blocks both ways and both sides' request states, read as a send reads them. */
export async function getConversation(
  { db, database }: Pick<ServerContext, 'db' | 'database'>,
  userId: string,
  conversationId: string,
): Promise<ConversationDetail> {
  const row = await database.stores.messages.chatState(db, userId, conversationId);
  if (!row) throw notFound('Conversation');
  return {
    id: conversationId,
    partner: { id: row.partner_id, nickname: visibleNickname(row), deactivated: isDeactivated(row.partner_status) },
    blockedByMe: Boolean(row.blocked_by_me),
    blockedMe: Boolean(row.blocked_me),
    incomingRequest: pendingSide(row.my_state),
    outgoingRequest: pendingSide(row.partner_state),
  };
}
