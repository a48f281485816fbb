import type { RequestActionInput } from '#shared/contracts/message-requests';
import type { ServerContext } from '#server/context';
import { AppError } from '#server/lib/errors';
import { setBlocked } from './blocks.ts';
import { reportMessage } from './report-message.ts';
import { setRequestState } from './request-state.ts';

/** Accept, decline, or decline, report the sender's latest message and block them. */
export async function respondToRequest(
  ctx: Pick<ServerContext, 'db' | 'database' | 'events'>,
  userId: string,
  conversationId: string,
  input: RequestActionInput,
): Promise<void> {
  if (input.action === 'accept') {
    await setRequestState(ctx, userId, conversationId, 'accepted');
    return;
  }
  const member = await setRequestState(ctx, userId, conversationId, 'declined');
  if (input.action === 'decline') return;
  const latest = await ctx.db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', member.partner_id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (latest) {
    try {
      await reportMessage(ctx, userId, latest.id, input.report);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'ALREADY_REPORTED')) throw error;
    }
  }
  await setBlocked(ctx, userId, member.partner_id, true);
}
