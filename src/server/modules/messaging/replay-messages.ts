import type { Message } from '#shared/contracts/messaging';
import type { ServerContext } from '#server/context';
import { messagesOf, shapeMessage } from './messaging.rows.ts';

export const REPLAY_LIMIT = 500;
/** A replay also covers messages written this long before the stream's last one (see messagesSince). */
const REPLAY_OVERLAP_MS = 5000;

/**
 * What a reconnecting stream missed: the user's messages after `sinceId`, and the ones just before it.
 * Batches on several connections or instances publish in their own order, so the last id a stream saw
 * may have overtaken a message still on its way; the client keeps messages by id, so a repeat is harmless.
 */
export async function messagesSince(
  { db }: Pick<ServerContext, 'db'>,
  userId: string,
  sinceId: number,
): Promise<Message[]> {
  const anchor = await db.selectFrom('messages').select('created_at').where('id', '=', sinceId).executeTakeFirst();
  const overlapFrom = anchor ? new Date(Date.parse(anchor.created_at) - REPLAY_OVERLAP_MS).toISOString() : null;
  const rows = await messagesOf(db, userId)
    .where((eb) =>
      overlapFrom === null
        ? eb('messages.id', '>', sinceId)
        : eb.or([
            eb('messages.id', '>', sinceId),
            eb.and([eb('messages.id', '<', sinceId), eb('messages.created_at', '>=', overlapFrom)]),
          ]),
    )
    .orderBy('messages.id', 'asc')
    .limit(REPLAY_LIMIT)
    .execute();
  return rows.map((r) => shapeMessage(r, userId));
}

/** The newest message id in the user's conversations (0 for none): where a new stream's replay would start. */
export async function latestMessageId({ db }: Pick<ServerContext, 'db'>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('conversation_members as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.max('c.last_message_id').as('max'))
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  return row?.max ?? 0;
}
