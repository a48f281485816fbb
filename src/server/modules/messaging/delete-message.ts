import type { ServerContext } from '#server/context';
import { AppError } from '#server/lib/errors';
import { requireOwnMessage } from './conversation-access.ts';

/** Only the sender deletes; both sides then see the placeholder. The text is kept only while a report needs it. */
export async function deleteMessage(
  ctx: Pick<ServerContext, 'db' | 'events'>,
  userId: string,
  messageId: number,
): Promise<void> {
  const message = await requireOwnMessage(ctx, userId, messageId);
  if (message.sender_id !== userId) throw new AppError('FORBIDDEN', 'Only the sender can delete a message.');
  const reported = await ctx.db
    .selectFrom('message_reports')
    .select('message_id')
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  await ctx.db
    .updateTable('messages')
    .set({ deleted: true, ...(reported ? {} : { content: '' }) })
    .where('id', '=', messageId)
    .execute();
  await ctx.events.publish([message.sender_id, message.receiver_id], {
    type: 'message.deleted',
    conversationId: message.conversation_id,
    messageId,
  });
}
