import type { ReportInput } from '#shared/contracts/reports';
import type { ServerContext } from '#server/context';
import { AppError } from '#server/lib/errors';
import { requireOwnMessage } from './conversation-access.ts';

/** One report per reporter per message; the first one adds to the sender's total_message_reports. */
export async function reportMessage(
  ctx: Pick<ServerContext, 'db'>,
  userId: string,
  messageId: number,
  input: ReportInput,
): Promise<void> {
  const message = await requireOwnMessage(ctx, userId, messageId);
  if (message.receiver_id !== userId) throw new AppError('FORBIDDEN', 'You can only report messages you received.');
  await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('message_reports')
      .values({
        message_id: messageId,
        reporter_id: userId,
        reported_user_id: message.sender_id,
        reason: input.reason,
        detail: input.detail ?? null,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['message_id', 'reporter_id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) {
      throw new AppError('ALREADY_REPORTED', 'You have already reported this message.');
    }
    await trx
      .updateTable('users')
      .set((eb) => ({ total_message_reports: eb('total_message_reports', '+', 1) }))
      .where('id', '=', message.sender_id)
      .execute();
  });
}
