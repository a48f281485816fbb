import type { ServerContext } from '#server/context';
import { retryOnConflict } from '#server/lib/transaction';
import { requireMember } from './conversation-access.ts';
import { unreadTotal } from './unread-total.ts';

/**
 * The spec's "opening a chat": the partner's messages marked read and my unread count lowered by as many
 * as this marked, never set to 0, so a send that commits meanwhile keeps its count.
 */
export async function markRead(
  ctx: Pick<ServerContext, 'db' | 'database' | 'events'>,
  userId: string,
  conversationId: string,
): Promise<void> {
  const member = await requireMember(ctx, userId, conversationId);
  // Reading a request sends no read receipt: the sender learns nothing until it is accepted.
  if (member.request_state !== 'accepted') return;
  const upToId = await retryOnConflict(() =>
    ctx.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('messages')
        .set({ is_read: true })
        .where('conversation_id', '=', conversationId)
        .where('receiver_id', '=', userId)
        .where('is_read', '=', false)
        .returning('id')
        .execute();
      if (marked.length === 0) return null;
      await trx
        .updateTable('conversation_members')
        .set((eb) => ({ unread_count: eb('unread_count', '-', marked.length) }))
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .execute();
      return marked.reduce((max, row) => Math.max(max, row.id), 0);
    }),
  );
  if (upToId === null) return;
  await ctx.events.publish([member.partner_id, userId], {
    type: 'messages.read',
    conversationId,
    readerId: userId,
    upToId,
  });
  await ctx.events.publish([userId], { type: 'unread.total', total: await unreadTotal(ctx, userId) });
}
