import type { RequestState } from '#shared/contracts/message-requests';
import type { ServerContext } from '#server/context';
import { notFound } from '#server/lib/errors';
import { unreadTotal } from './unread-total.ts';

/**
 * Sets the user's own side of a conversation (accepting or declining a request); both members hear of it,
 * and the user's badge counts the conversation from now on (or no longer). Answers the member row as it was.
 */
export async function setRequestState(
  ctx: Pick<ServerContext, 'db' | 'database' | 'events'>,
  userId: string,
  conversationId: string,
  state: RequestState,
) {
  const member = await ctx.db
    .selectFrom('conversation_members')
    .select(['partner_id', 'request_state'])
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!member) throw notFound('Conversation');
  if (member.request_state === state) return member;
  await ctx.db
    .updateTable('conversation_members')
    .set({ request_state: state })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
  await ctx.events.publish([userId, member.partner_id], { type: 'conversation.changed', conversationId });
  await ctx.events.publish([userId], { type: 'unread.total', total: await unreadTotal(ctx, userId) });
  return member;
}
