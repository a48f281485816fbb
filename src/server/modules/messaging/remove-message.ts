import type { ServerContext } from '#server/context';
import { notFound } from '#server/lib/errors';
import { inWork, type WorkOption } from '#server/lib/transaction';

/** A moderator's removal, in the caller's work: both sides see the placeholder; the text stays for the report that asked for it. */
export async function removeMessage(
  ctx: Pick<ServerContext, 'db' | 'events'>,
  messageId: number,
  { work }: WorkOption = {},
): Promise<void> {
  await inWork(ctx.db, work, async ({ trx, afterCommit }) => {
    const message = await trx
      .selectFrom('messages')
      .select(['conversation_id', 'sender_id', 'receiver_id'])
      .where('id', '=', messageId)
      .executeTakeFirst();
    if (!message) throw notFound('Message');
    await trx.updateTable('messages').set({ deleted: true }).where('id', '=', messageId).execute();
    afterCommit(() =>
      ctx.events.publish([message.sender_id, message.receiver_id], {
        type: 'message.deleted',
        conversationId: message.conversation_id,
        messageId,
      }),
    );
  });
}
