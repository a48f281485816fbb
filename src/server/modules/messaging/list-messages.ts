import type { MessagesResponse } from '#shared/contracts/messaging';
import type { ServerContext } from '#server/context';
import { requireMember } from './conversation-access.ts';
import { messageColumns, shapeMessage } from './messaging.rows.ts';

/** A page of a conversation's messages, oldest first; `before` pages back from a message id. */
export async function listMessages(
  ctx: Pick<ServerContext, 'db'>,
  userId: string,
  conversationId: string,
  opts: { before?: number; limit: number },
): Promise<MessagesResponse> {
  await requireMember(ctx, userId, conversationId);
  let query = ctx.db
    .selectFrom('messages')
    .leftJoin('message_reports as r', (join) =>
      join.onRef('r.message_id', '=', 'messages.id').on('r.reporter_id', '=', userId),
    )
    .select([...messageColumns, 'r.reporter_id'])
    .where('messages.conversation_id', '=', conversationId)
    .orderBy('messages.id', 'desc')
    .limit(opts.limit + 1);
  if (opts.before) query = query.where('messages.id', '<', opts.before);
  const rows = await query.execute();
  const messages = rows
    .slice(0, opts.limit)
    .reverse()
    .map((r) => shapeMessage(r, userId, r.reporter_id !== null));
  return { messages, hasMore: rows.length > opts.limit };
}
