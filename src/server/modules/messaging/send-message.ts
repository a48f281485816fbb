import type { Message } from '#shared/contracts/messaging';
import type { ServerContext } from '#server/context';
import type { Executor, MessageStore, NewMessage } from '#server/db/stores/message-store';
import type { Publication } from '#server/events/bus';
import { createGroupCommit, type Outcome } from '#server/lib/group-commit';
import { retryOnConflict, type Work } from '#server/lib/transaction';
import { shapeMessage } from './messaging.rows.ts';
import { sendRefusal } from './messaging.rules.ts';
import type { SendLimit } from './send-limit.ts';

export type SendInput = { userId: string; conversationId: string; text: string; clientId: string | null };
/** `created` is false when the send repeats a client id the sender already used: the answer is the original message. */
export type Sent = { message: Message; created: boolean };

type SendContext = Pick<ServerContext, 'db' | 'events' | 'database'>;
type SendOptions = {
  /**
   * The jobs of the messages a batch is about to write (their receivers' mails and pushes), added in the
   * transaction that writes them: a job exists only if its message committed (the transactional outbox,
   * decision record 038). Added before the write, so that the write's row locks are held only until the
   * commit that follows it. A throw fails the batch, which then runs send by send.
   */
  scheduleJobs?: (messages: ToSend[], work: Work) => Promise<void>;
  /**
   * The members' send limit, counted for the whole batch before its transaction; a refused send is not
   * written. A batch that fails before writing runs its sends again alone, and they are counted again.
   */
  limit?: SendLimit;
};
type Written = { outcomes: Outcome<Sent>[]; created: Message[] };
/** A message that passed its rules, about to be written. */
export type ToSend = Pick<NewMessage, 'conversationId' | 'senderId' | 'receiverId'>;

const sent = (message: Message, created: boolean): Outcome<Sent> => ({ ok: true, value: { message, created } });

/**
 * Every rule of the spec's send, checked against rows read in the transaction that writes it. A repeat of a
 * client id the sender already used answers the original message and writes nothing. The sends that arrive
 * together share one transaction and one commit (lib/group-commit.ts); each gets its own answer.
 */
export function createSendMessage(ctx: SendContext, opts: SendOptions = {}): (input: SendInput) => Promise<Sent> {
  const store = ctx.database.stores.messages;
  return createGroupCommit<SendInput, Sent>((batch) => sendBatch(ctx, store, batch, opts), {
    concurrency: store.sendConcurrency,
    spacingMs: store.sendSpacingMs,
  });
}

async function sendBatch(
  ctx: SendContext,
  store: MessageStore,
  requests: SendInput[],
  opts: SendOptions,
): Promise<Outcome<Sent>[]> {
  const refusals = opts.limit ? await opts.limit(requests.map((r) => r.userId)) : [];
  const allowed = requests.filter((_, i) => !refusals[i]);
  const { outcomes, created }: Written =
    allowed.length > 0 ? await writeBatch(ctx, store, allowed, opts) : { outcomes: [], created: [] };
  try {
    await publishCreated(ctx, store, created);
  } catch (error) {
    // Written but not delivered live: the sender hears of the failure, as a lone send would.
    for (const [i, outcome] of outcomes.entries())
      if (outcome.ok && outcome.value.created) outcomes[i] = { ok: false, error };
  }
  let k = 0;
  return requests.map((_, i) => {
    const refused = refusals[i];
    return refused ? { ok: false, error: refused } : outcomes[k++]!;
  });
}

/**
 * The batch's transaction, run again when PostgreSQL rolls it back for a deadlock or a serialization
 * failure (the conflict retry, lib/transaction.ts). Throws only when nothing was written (the group commit
 * then runs each send alone); when the commit itself fails, whether it was written is unknown and every
 * send gets the error.
 */
async function writeBatch(
  ctx: SendContext,
  store: MessageStore,
  requests: SendInput[],
  { scheduleJobs }: SendOptions,
): Promise<Written> {
  let committing = false;
  let effects: (() => Promise<void>)[] = [];
  try {
    const written = await retryOnConflict(() => {
      committing = false;
      effects = [];
      return ctx.db.transaction().execute(async (trx) => {
        const work: Work = { trx, afterCommit: (effect) => effects.push(effect) };
        const batch = await writeSends(store, work, requests, scheduleJobs);
        committing = true;
        return batch;
      });
    });
    for (const effect of effects) await effect();
    return written;
  } catch (error) {
    if (!committing) throw error;
    return { outcomes: requests.map((): Outcome<Sent> => ({ ok: false, error })), created: [] };
  }
}

/** A client id repeated inside the batch is one send: later copies get the first one's answer. */
function repeatsOf(requests: SendInput[]) {
  const firstWithKey = new Map<string, number>();
  const repeats = new Map<number, number>();
  requests.forEach((r, i) => {
    if (!r.clientId) return;
    const key = `${r.userId}\u0000${r.clientId}`;
    const first = firstWithKey.get(key);
    if (first === undefined) firstWithKey.set(key, i);
    else repeats.set(i, first);
  });
  return { repeats, fresh: requests.map((_, i) => i).filter((i) => !repeats.has(i)) };
}

/** Each fresh send's state read and its rules applied: a repeat's answer, a refusal, or a message to write. */
async function checkSends(store: MessageStore, trx: Executor, requests: SendInput[], fresh: number[]) {
  const outcomes: Outcome<Sent>[] = new Array(requests.length);
  const toWrite: { i: number; message: NewMessage }[] = [];
  const states = await store.sendStates(
    trx,
    fresh.map((i) => requests[i]!),
  );
  fresh.forEach((i, k) => {
    const { userId, conversationId, text, clientId } = requests[i]!;
    const state = states[k]!;
    if (state.earlier) {
      outcomes[i] = sent(shapeMessage(state.earlier, userId), false);
      return;
    }
    const refused = sendRefusal(state.chat);
    if (refused) outcomes[i] = { ok: false, error: refused };
    else
      toWrite.push({
        i,
        message: { conversationId, senderId: userId, receiverId: state.chat!.partner_id, text, clientId },
      });
  });
  return { outcomes, toWrite };
}

async function writeSends(
  store: MessageStore,
  work: Work,
  requests: SendInput[],
  scheduleJobs: SendOptions['scheduleJobs'],
): Promise<Written> {
  const { repeats, fresh } = repeatsOf(requests);
  const { outcomes, toWrite } = await checkSends(store, work.trx, requests, fresh);
  const created: Message[] = [];
  if (toWrite.length > 0) {
    const messages = toWrite.map((w) => w.message);
    if (scheduleJobs) await scheduleJobs(messages, work);
    const rows = await store.insertMessages(work.trx, messages, new Date().toISOString());
    for (const [k, { i, message }] of toWrite.entries()) {
      const row = rows[k];
      if (!row) {
        outcomes[i] = await earlierCopy(store, work.trx, message);
        continue;
      }
      const written = shapeMessage(row, message.senderId);
      outcomes[i] = sent(written, true);
      created.push(written);
    }
  }
  for (const [i, first] of repeats) {
    const outcome = outcomes[first]!;
    outcomes[i] = outcome.ok ? sent(outcome.value.message, false) : outcome;
  }
  // Live events go out in id order, the order of the conversations' messages.
  created.sort((x, y) => x.id - y.id);
  return { outcomes, created };
}

/** A concurrent batch took this send's client id first: its message answers this send. */
async function earlierCopy(store: MessageStore, trx: Executor, message: NewMessage): Promise<Outcome<Sent>> {
  const original = message.clientId ? await store.sentWithClientId(trx, message.senderId, message.clientId) : undefined;
  return original
    ? sent(shapeMessage(original, message.senderId), false)
    : { ok: false, error: new Error('a send of the batch was neither written nor found') };
}

/** The batch's live events, in one round trip to the bus: each message to both sides, each receiver's new unread total. */
async function publishCreated(ctx: SendContext, store: MessageStore, created: Message[]) {
  if (created.length === 0) return;
  // Written already: a failed read of the totals costs the badges an update, not the messages their events.
  const receivers = [...new Set(created.map((m) => m.receiverId))];
  const unreadTotals = await store.unreadTotals(ctx.db, receivers).catch(() => new Map<string, number>());
  const publications: Publication[] = [];
  for (const message of created) {
    if (message.clientId === undefined) {
      publications.push({
        userIds: [message.senderId, message.receiverId],
        event: { type: 'message.created', message },
      });
    } else {
      // The client id is the sender's alone.
      publications.push({ userIds: [message.senderId], event: { type: 'message.created', message } });
      publications.push({
        userIds: [message.receiverId],
        event: { type: 'message.created', message: { ...message, clientId: undefined } },
      });
    }
  }
  for (const [userId, total] of unreadTotals)
    publications.push({ userIds: [userId], event: { type: 'unread.total', total } });
  await ctx.events.publishAll(publications);
}
