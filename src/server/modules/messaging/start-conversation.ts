import { randomUUID } from 'node:crypto';
import type { RequestState } from '#shared/contracts/message-requests';
import { isDeactivated } from '#shared/account-rules';
import type { ServerContext } from '#server/context';
import type { Transaction } from 'kysely';
import type { Db } from '#server/db/index';
import type { Database } from '#server/db/schema';
import { AppError, notFound } from '#server/lib/errors';
import { admitNewConversation, claimDailyStart } from './admit-new-conversation.ts';
import { requireUser } from './conversation-access.ts';
import { partnerDeactivated } from './messaging.rules.ts';
import { setRequestState } from './request-state.ts';

/** One conversation per pair: an existing one is reused (and opening it accepts the partner's request). */
export async function startConversation(
  ctx: Pick<ServerContext, 'db' | 'database' | 'events'>,
  userId: string,
  partnerId: string,
): Promise<{ id: string; created: boolean }> {
  if (partnerId === userId) throw new AppError('CANNOT_MESSAGE_SELF', 'You cannot message yourself.', 'partnerId');
  const partner = await requireUser(ctx, partnerId);
  if (partner.deleted_at) throw notFound('User');
  const pair = { userId, partnerId };
  const existing = await conversationOf(ctx.db, pair);
  if (existing) {
    // Opening a conversation yourself, from the other member's nickname, accepts their request.
    await setRequestState(ctx, userId, existing.id, 'accepted');
    return { id: existing.id, created: false };
  }
  if (isDeactivated(partner.status)) throw partnerDeactivated();
  const { partnerState, limited } = await admitNewConversation(ctx, userId, partnerId);
  const id = randomUUID();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (limited) await claimDailyStart(ctx.database.stores.messages, trx, userId);
      await insertConversation(trx, id, pair, partnerState);
    });
  } catch (error) {
    // Both users pressed 'send message' at once: the unique pair index kept one conversation.
    const raced = await conversationOf(ctx.db, pair);
    if (raced) return { id: raced.id, created: false };
    throw error;
  }
  return { id, created: true };
}

type Pair = { userId: string; partnerId: string };
const ordered = ({ userId, partnerId }: Pair) => [userId, partnerId].sort() as [string, string];

function conversationOf(db: Db, pair: Pair) {
  const [low, high] = ordered(pair);
  return db
    .selectFrom('conversations')
    .select('id')
    .where('user_low', '=', low)
    .where('user_high', '=', high)
    .executeTakeFirst();
}

/** The conversation and both member rows: the starter's accepted, the partner's as admitted. */
async function insertConversation(trx: Transaction<Database>, id: string, pair: Pair, partnerState: RequestState) {
  const [low, high] = ordered(pair);
  const now = new Date().toISOString();
  const member = (userId: string, partnerId: string, state: RequestState) => ({
    conversation_id: id,
    user_id: userId,
    partner_id: partnerId,
    request_state: state,
    updated_at: now,
  });
  await trx
    .insertInto('conversations')
    .values({
      id,
      user_low: low,
      user_high: high,
      last_message_id: null,
      started_by: pair.userId,
      updated_at: now,
      created_at: now,
    })
    .execute();
  await trx
    .insertInto('conversation_members')
    .values([member(pair.userId, pair.partnerId, 'accepted'), member(pair.partnerId, pair.userId, partnerState)])
    .execute();
}
