import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { BlockedUser, ConversationDetail, ConversationSummary, Message } from '#shared/contracts/messaging';
import type { LiveEvent } from '#shared/contracts/events';
import type { ReportInput } from '#shared/contracts/reports';
import { isBanActive, isDeactivated } from '#shared/account-rules';
import { type Dialect, toIso } from '#server/db/column-types';
import type { Db } from '#server/db/index';
import { prepareQuery } from '#server/db/prepared';
import type { Database } from '#server/db/schema';
import type { EventBus, Publication } from '#server/events/bus';
import { AppError, deactivated, notFound } from '#server/lib/errors';
import { createGroupCommit, type Outcome } from '#server/lib/group-commit';
import { inWork, mayHaveCommitted, retryOnConflict, type WorkOption } from '#server/lib/transaction';
import { postgresSendStatements } from './postgres-send.ts';
import { type MessageRow, messageColumns, messageFields, shapeMessage, visibleNickname } from './messaging.rows.ts';
import { createRequestRules, pendingSide, requestRefusal } from './message-requests.ts';

export const REPLAY_LIMIT = 500;
/** A replay also covers messages written this long before the stream's last one (see messagesSince). */
const REPLAY_OVERLAP_MS = 5000;

type MessagingOptions = {
  dialect: Dialect;
  /** Messages just committed (mail and push jobs for their receivers); must not throw or wait. */
  onCreated?: (messages: Message[]) => void;
};

export function createMessagingService(db: Db, bus: EventBus, { dialect, onCreated }: MessagingOptions) {
  const publish = (userIds: string[], event: LiveEvent) => bus.publish(userIds, event);
  const requests = createRequestRules(db, { publish, unreadTotal: (userId) => unreadTotal(userId) });

  const unreadTotalQuery = prepareQuery(db, (a: { userId: string }) =>
    db
      .selectFrom('conversation_members')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unread_count'), eb.lit(0)).as('total'))
      .where('user_id', '=', a.userId)
      // A message request lights no badge until it is accepted (decision record 015).
      .where('request_state', '=', 'accepted'),
  );
  async function unreadTotal(userId: string): Promise<number> {
    const { rows } = await unreadTotalQuery({ userId });
    return Number(rows[0]?.total ?? 0);
  }

  /** The member row, or 404 — the same answer whether the conversation exists or not. */
  async function requireMember(userId: string, conversationId: string) {
    const member = await db
      .selectFrom('conversation_members')
      .select(['conversation_id', 'partner_id', 'unread_count', 'request_state'])
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!member) throw notFound('Conversation');
    return member;
  }

  async function requireUserRow(userId: string) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'nickname', 'status', 'deleted_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound('User');
    return user;
  }

  const countUnreadQuery = prepareQuery(db, (a: { conversationId: string; partnerId: string; now: string }) =>
    db
      .updateTable('conversation_members')
      .set((eb) => ({
        updated_at: a.now,
        unread_count: eb
          .case()
          .when('user_id', '=', a.partnerId)
          .then(eb('unread_count', '+', 1))
          .else(eb.ref('unread_count'))
          .end(),
      }))
      .where('conversation_id', '=', a.conversationId),
  );
  const insertMessageQuery = prepareQuery(
    db,
    (a: {
      conversationId: string;
      senderId: string;
      partnerId: string;
      text: string;
      now: string;
      clientId: string | null;
    }) =>
      db
        .insertInto('messages')
        .values({
          conversation_id: a.conversationId,
          sender_id: a.senderId,
          receiver_id: a.partnerId,
          content: a.text,
          created_at: a.now,
          client_id: a.clientId,
        })
        .returning(messageFields),
  );
  const sentWithClientIdQuery = prepareQuery(db, (a: { senderId: string; clientId: string }) =>
    db
      .selectFrom('messages')
      .select(messageColumns)
      .where('messages.sender_id', '=', a.senderId)
      .where('messages.client_id', '=', a.clientId),
  );
  const setLastMessageQuery = prepareQuery(db, (a: { conversationId: string; messageId: number; now: string }) =>
    db
      .updateTable('conversations')
      .set({ last_message_id: a.messageId, updated_at: a.now })
      .where('id', '=', a.conversationId),
  );

  /** Membership, the sender's standing, the partner's, blocks both ways: a send reads it in its transaction, the chat header too. */
  const chatStateQuery = prepareQuery(db, (a: { userId: string; conversationId: string }) =>
    db
      .selectFrom('conversation_members as m')
      .innerJoin('users as s', 's.id', 'm.user_id')
      .innerJoin('users as p', 'p.id', 'm.partner_id')
      .innerJoin('conversation_members as pm', (join) =>
        join.onRef('pm.conversation_id', '=', 'm.conversation_id').onRef('pm.user_id', '=', 'm.partner_id'),
      )
      .select((eb) => [
        'm.partner_id',
        'm.request_state as my_state',
        'pm.request_state as partner_state',
        'p.message_privacy as partner_privacy',
        's.email_verified',
        's.ban_until',
        's.status as sender_status',
        'p.status as partner_status',
        'p.nickname',
        'p.deleted_at',
        eb
          .exists(
            eb
              .selectFrom('blocks')
              .select('blocks.blocker_id')
              .where('blocks.blocker_id', '=', a.userId)
              .whereRef('blocks.blocked_id', '=', 'm.partner_id'),
          )
          .as('blocked_by_me'),
        eb
          .exists(
            eb
              .selectFrom('blocks')
              .select('blocks.blocker_id')
              .whereRef('blocks.blocker_id', '=', 'm.partner_id')
              .where('blocks.blocked_id', '=', a.userId),
          )
          .as('blocked_me'),
      ])
      .where('m.conversation_id', '=', a.conversationId)
      .where('m.user_id', '=', a.userId),
  );

  /** Why this send may not go out, in the order the client expects the reasons; null when it may. */
  function refusal(state: Awaited<ReturnType<typeof chatStateQuery>>['rows'][number] | undefined): AppError | null {
    if (!state) return notFound('Conversation');
    if (isDeactivated(state.sender_status)) return deactivated();
    if (!state.email_verified) return new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail before sending messages.');
    if (isBanActive(state.ban_until))
      return new AppError('BANNED', `You cannot send messages until ${toIso(state.ban_until!)}.`);
    if (isDeactivated(state.partner_status))
      return new AppError('PARTNER_DEACTIVATED', "This user's account is no longer available.");
    if (state.blocked_by_me) return new AppError('BLOCKING', 'You blocked this user.');
    if (state.blocked_me) return new AppError('BLOCKED', 'This user does not accept your messages.');
    return requestRefusal(state);
  }

  async function requireChatState(userId: string, conversationId: string) {
    const [row] = (await chatStateQuery({ userId, conversationId })).rows;
    if (!row) throw notFound('Conversation');
    return {
      partner: { id: row.partner_id, nickname: visibleNickname(row), deactivated: isDeactivated(row.partner_status) },
      blockedByMe: Boolean(row.blocked_by_me),
      blockedMe: Boolean(row.blocked_me),
      incomingRequest: pendingSide(row.my_state),
      outgoingRequest: pendingSide(row.partner_state),
    };
  }

  /** What a user sent and received: the messages of their conversations, read through messages_conversation_idx. */
  const messagesOf = (userId: string) =>
    db
      .selectFrom('conversation_members as m')
      .innerJoin('messages', 'messages.conversation_id', 'm.conversation_id')
      .select(messageColumns)
      .where('m.user_id', '=', userId);

  type SendRequest = { userId: string; conversationId: string; text: string; clientId: string | null };
  /** `created` is false when the send repeats a client id the sender already used: the original message. */
  type Sent = { message: Message; created: boolean };
  type Batch = { outcomes: Outcome<Sent>[]; created: Message[]; unreadTotals: Map<string, number> };

  /**
   * Runs a batch's transaction, again on a deadlock or serialization failure. Throws only when nothing was
   * written; when the commit itself fails, whether it was written is unknown and every send gets the error.
   */
  async function writeBatch(
    requests: SendRequest[],
    write: (trx: Transaction<Database>) => Promise<Batch>,
  ): Promise<Batch> {
    let committing = false;
    try {
      return await retryOnConflict(() =>
        db.transaction().execute(async (trx) => {
          const batch = await write(trx);
          committing = true;
          return batch;
        }),
      );
    } catch (error) {
      if (!committing) throw error;
      return {
        outcomes: requests.map((): Outcome<Sent> => ({ ok: false, error })),
        created: [],
        unreadTotals: new Map(),
      };
    }
  }

  /** SQLite has one writer: the sends of a batch go one after another, each checked on rows read in the transaction. */
  function writeSendsOneByOne(requests: SendRequest[]) {
    return writeBatch(requests, async (trx) => {
      const outcomes: Outcome<Sent>[] = new Array(requests.length);
      const created: Message[] = [];
      const now = new Date().toISOString();
      for (const [i, { userId, conversationId, text, clientId }] of requests.entries()) {
        const [original] = clientId ? (await sentWithClientIdQuery({ senderId: userId, clientId }, trx)).rows : [];
        if (original) {
          outcomes[i] = { ok: true, value: { message: shapeMessage(original, userId), created: false } };
          continue;
        }
        const [state] = (await chatStateQuery({ userId, conversationId }, trx)).rows;
        const refused = refusal(state);
        if (refused) {
          outcomes[i] = { ok: false, error: refused };
          continue;
        }
        const partnerId = state!.partner_id;
        await countUnreadQuery({ conversationId, partnerId, now }, trx);
        const { rows } = await insertMessageQuery(
          { conversationId, senderId: userId, partnerId, text, now, clientId },
          trx,
        );
        const message = shapeMessage(rows[0]!, userId);
        await setLastMessageQuery({ conversationId, messageId: message.id, now }, trx);
        outcomes[i] = { ok: true, value: { message, created: true } };
        created.push(message);
      }
      return { outcomes, created, unreadTotals: await unreadTotalsOf(trx, created) };
    });
  }

  async function unreadTotalsOf(executor: Db, created: Message[]) {
    const receivers = [...new Set(created.map((m) => m.receiverId))];
    if (receivers.length === 0) return new Map<string, number>();
    if (dialect === 'postgres') {
      const { rows } = await batchStatements.unreadTotals({ userIds: receivers }, executor);
      // A receiver whose conversations are all requests has no accepted row to sum: their total is 0.
      const totals = new Map(receivers.map((id) => [id, 0]));
      for (const r of rows) totals.set(r.user_id, Number(r.total));
      return totals;
    }
    const totals = new Map<string, number>();
    for (const receiverId of receivers)
      totals.set(receiverId, Number((await unreadTotalQuery({ userId: receiverId }, executor)).rows[0]?.total ?? 0));
    return totals;
  }

  const batchStatements = postgresSendStatements(db);

  /**
   * PostgreSQL: three round trips a batch, whatever its size, and no explicit transaction. The chat state
   * of every send is read (in read committed, a statement of its own sees what a statement inside a
   * transaction would); the sends that pass are written by one statement that commits on its own (see
   * postgres-send.ts: ordered locks, messages, counters, last messages); the receivers' unread totals are
   * read after that commit. A statement that fails wrote nothing and the batch is run again one send at a
   * time; when the answer to the write is lost (the connection, the server going away), whether it was
   * written is unknown and its sends get the error, as a failed commit does.
   */
  async function writeSendsTogether(requests: SendRequest[]): Promise<Batch> {
    const outcomes: Outcome<Sent>[] = new Array(requests.length);
    const now = new Date().toISOString();
    // A client id repeated inside the batch is one send: later copies get the first one's answer.
    const firstWithKey = new Map<string, number>();
    const repeats = new Map<number, number>();
    requests.forEach((r, i) => {
      if (!r.clientId) return;
      const key = `${r.userId}\u0000${r.clientId}`;
      const first = firstWithKey.get(key);
      if (first === undefined) firstWithKey.set(key, i);
      else repeats.set(i, first);
    });
    const fresh = requests.map((_, i) => i).filter((i) => !repeats.has(i));
    const states = (
      await batchStatements.states({
        userIds: fresh.map((i) => requests[i]!.userId),
        conversationIds: fresh.map((i) => requests[i]!.conversationId),
        clientIds: fresh.map((i) => requests[i]!.clientId),
      })
    ).rows;
    const toWrite: { i: number; receiverId: string }[] = [];
    for (const state of states) {
      const i = fresh[Number(state.ord) - 1]!;
      const { userId } = requests[i]!;
      if (state.id !== null) {
        outcomes[i] = { ok: true, value: { message: shapeMessage(state as MessageRow, userId), created: false } };
        continue;
      }
      const refused = refusal(state.partner_id === null ? undefined : (state as Parameters<typeof refusal>[0]));
      if (refused) outcomes[i] = { ok: false, error: refused };
      else toWrite.push({ i, receiverId: state.partner_id! });
    }

    const created: Message[] = [];
    if (toWrite.length > 0) {
      const column = <K extends keyof SendRequest>(key: K) => toWrite.map(({ i }) => requests[i]![key]);
      let inserted: MessageRow[] | undefined;
      try {
        inserted = (
          await retryOnConflict(() =>
            batchStatements.write({
              conversationIds: column('conversationId'),
              senderIds: column('userId'),
              receiverIds: toWrite.map((w) => w.receiverId),
              texts: column('text'),
              clientIds: column('clientId'),
              now,
            }),
          )
        ).rows;
      } catch (error) {
        if (!mayHaveCommitted(error)) throw error;
        for (const { i } of toWrite) outcomes[i] = { ok: false, error };
      }
      if (inserted) {
        // Rows come back in id order, which is the order they were given in; a row a concurrent batch
        // already wrote with the same client id comes back as nothing and is read afterwards.
        inserted.sort((x, y) => Number(x.id) - Number(y.id));
        const byKey = new Map(
          inserted.filter((r) => r.client_id !== null).map((r) => [`${r.sender_id}\u0000${r.client_id}`, r]),
        );
        const withoutKey = inserted.filter((r) => r.client_id === null);
        for (const { i } of toWrite) {
          const { userId, clientId } = requests[i]!;
          const row = clientId ? byKey.get(`${userId}\u0000${clientId}`) : withoutKey.shift();
          if (row) {
            const message = shapeMessage(row, userId);
            outcomes[i] = { ok: true, value: { message, created: true } };
            created.push(message);
            continue;
          }
          const original = async () =>
            clientId ? (await sentWithClientIdQuery({ senderId: userId, clientId })).rows[0] : undefined;
          outcomes[i] = await original().then(
            (found): Outcome<Sent> =>
              found
                ? { ok: true, value: { message: shapeMessage(found, userId), created: false } }
                : { ok: false, error: new Error('a send of the batch was neither written nor found') },
            (error: unknown): Outcome<Sent> => ({ ok: false, error }),
          );
        }
      }
    }
    for (const [i, first] of repeats) {
      const outcome = outcomes[first]!;
      outcomes[i] = outcome.ok ? { ok: true, value: { message: outcome.value.message, created: false } } : outcome;
    }
    // Live events go out in id order, the order of the conversations' messages.
    created.sort((x, y) => x.id - y.id);
    // Written already: a failed read of the totals costs the badges an update, not the messages their events.
    const unreadTotals = await unreadTotalsOf(db, created).catch(() => new Map<string, number>());
    return { outcomes, created, unreadTotals };
  }

  /** Sends arriving together share one transaction and one commit; see lib/group-commit.ts. */
  const groupSend = createGroupCommit<SendRequest, Sent>(
    async (requests) => {
      const { outcomes, created, unreadTotals } = await (
        dialect === 'postgres' ? writeSendsTogether : writeSendsOneByOne
      )(requests);
      // Both paths have committed here (PostgreSQL's batch is one self-committing statement): the mails and
      // pushes are scheduled for written messages only.
      if (created.length > 0) onCreated?.(created);
      const publications: Publication[] = [];
      for (const message of created) {
        if (message.clientId === undefined) {
          publications.push({
            userIds: [message.senderId, message.receiverId],
            event: { type: 'message.created', message },
          });
        } else {
          publications.push({ userIds: [message.senderId], event: { type: 'message.created', message } });
          publications.push({
            userIds: [message.receiverId],
            event: { type: 'message.created', message: { ...message, clientId: undefined } },
          });
        }
      }
      for (const [userId, total] of unreadTotals)
        publications.push({ userIds: [userId], event: { type: 'unread.total', total } });
      try {
        // One round trip to Redis for the whole batch.
        await bus.publishAll(publications);
      } catch (error) {
        // Written but not delivered live: the sender hears of the failure, as a lone send would.
        return outcomes.map((outcome) => (outcome.ok && outcome.value.created ? { ok: false, error } : outcome));
      }
      return outcomes;
    },
    { concurrency: dialect === 'postgres' ? 4 : 1 },
  );

  return {
    unreadTotal,
    requests,

    async listConversations(userId: string): Promise<ConversationSummary[]> {
      const rows = await db
        .selectFrom('conversation_members as m')
        .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
        .innerJoin('users as p', 'p.id', 'm.partner_id')
        .leftJoin('messages as msg', 'msg.id', 'c.last_message_id')
        .select([
          'm.conversation_id',
          'm.partner_id',
          'm.unread_count',
          'm.request_state',
          'm.updated_at',
          'p.nickname',
          'p.deleted_at',
          'msg.content',
          'msg.created_at as message_at',
          'msg.deleted',
          'msg.sender_id',
        ])
        .where('m.user_id', '=', userId)
        // A declined request leaves the inbox; an empty one is not shown until its first message.
        .where((eb) =>
          eb.or([
            eb('m.request_state', '=', 'accepted'),
            eb.and([eb('m.request_state', '=', 'request'), eb('c.last_message_id', 'is not', null)]),
          ]),
        )
        .orderBy('m.updated_at', 'desc')
        .orderBy('c.last_message_id', 'desc')
        .limit(500)
        .execute();
      return rows.map((r) => ({
        id: r.conversation_id,
        partner: { id: r.partner_id, nickname: visibleNickname(r) },
        lastMessage:
          r.message_at && r.sender_id
            ? {
                text: r.deleted ? null : r.content,
                createdAt: toIso(r.message_at),
                deleted: Boolean(r.deleted),
                senderId: r.sender_id,
              }
            : null,
        updatedAt: toIso(r.updated_at),
        unreadCount: r.request_state === 'accepted' ? Number(r.unread_count) : 0,
        request: r.request_state === 'request',
      }));
    },

    /** One conversation per pair: an existing one is reused. */
    async startConversation(userId: string, partnerId: string): Promise<{ id: string; created: boolean }> {
      if (partnerId === userId) throw new AppError('CANNOT_MESSAGE_SELF', 'You cannot message yourself.', 'partnerId');
      const partner = await requireUserRow(partnerId);
      if (partner.deleted_at) throw notFound('User');
      const [low, high] = [userId, partnerId].sort() as [string, string];
      const find = () =>
        db
          .selectFrom('conversations')
          .select('id')
          .where('user_low', '=', low)
          .where('user_high', '=', high)
          .executeTakeFirst();
      const existing = await find();
      if (existing) {
        await requests.acceptOnReopen(userId, existing.id);
        return { id: existing.id, created: false };
      }
      if (isDeactivated(partner.status))
        throw new AppError('PARTNER_DEACTIVATED', "This user's account is no longer available.");
      const partnerState = await requests.admitNewConversation(userId, partnerId);

      const id = randomUUID();
      const now = new Date().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('conversations')
            .values({
              id,
              user_low: low,
              user_high: high,
              last_message_id: null,
              started_by: userId,
              updated_at: now,
              created_at: now,
            })
            .execute();
          await trx
            .insertInto('conversation_members')
            .values([
              {
                conversation_id: id,
                user_id: userId,
                partner_id: partnerId,
                request_state: 'accepted',
                updated_at: now,
              },
              {
                conversation_id: id,
                user_id: partnerId,
                partner_id: userId,
                request_state: partnerState,
                updated_at: now,
              },
            ])
            .execute();
        });
      } catch (error) {
        // Both users pressed 'send message' at once: the unique pair index kept one conversation.
        const raced = await find();
        if (raced) return { id: raced.id, created: false };
        throw error;
      }
      return { id, created: true };
    },

    async requireConversation(userId: string, conversationId: string): Promise<ConversationDetail> {
      return { id: conversationId, ...(await requireChatState(userId, conversationId)) };
    },

    async listMessages(userId: string, conversationId: string, opts: { before?: number; limit: number }) {
      await requireMember(userId, conversationId);
      let query = db
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
      const hasMore = rows.length > opts.limit;
      const messages = rows
        .slice(0, opts.limit)
        .reverse()
        .map((r) => shapeMessage(r, userId, r.reporter_id !== null));
      return { messages, hasMore };
    },

    /**
     * Every rule of the spec's send, checked against fresh rows in the transaction that writes it. A repeat
     * of a client id the sender already used answers the original message and writes nothing.
     */
    sendMessage: (userId: string, conversationId: string, text: string, clientId?: string): Promise<Sent> =>
      groupSend({ userId, conversationId, text, clientId: clientId ?? null }),

    /**
     * The spec's "opening a chat": the partner's messages marked read and my unread count lowered by as many
     * as this marked, never set to 0, so a send that commits meanwhile keeps its count.
     */
    async markRead(userId: string, conversationId: string): Promise<void> {
      const member = await requireMember(userId, conversationId);
      // Reading a request sends no read receipt: the sender learns nothing until it is accepted.
      if (member.request_state !== 'accepted') return;
      const upToId = await retryOnConflict(() =>
        db.transaction().execute(async (trx) => {
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
          return marked.reduce((max, row) => Math.max(max, Number(row.id)), 0);
        }),
      );
      if (upToId === null) return;
      await publish([member.partner_id, userId], { type: 'messages.read', conversationId, readerId: userId, upToId });
      await publish([userId], { type: 'unread.total', total: await unreadTotal(userId) });
    },

    /** A moderator's removal, in the caller's work: both sides see the placeholder; the text stays for the report that asked for it. */
    async removeMessage(messageId: number, { work }: WorkOption = {}): Promise<void> {
      await inWork(db, work, async ({ trx, afterCommit }) => {
        const message = await trx
          .selectFrom('messages')
          .select(['conversation_id', 'sender_id', 'receiver_id'])
          .where('id', '=', messageId)
          .executeTakeFirst();
        if (!message) throw notFound('Message');
        await trx.updateTable('messages').set({ deleted: true }).where('id', '=', messageId).execute();
        afterCommit(() =>
          publish([message.sender_id, message.receiver_id], {
            type: 'message.deleted',
            conversationId: message.conversation_id,
            messageId,
          }),
        );
      });
    },

    /** Only the sender deletes; both sides then see the placeholder. The text is kept only while a report needs it. */
    async deleteMessage(userId: string, messageId: number): Promise<void> {
      const message = await db
        .selectFrom('messages')
        .select(['id', 'conversation_id', 'sender_id', 'receiver_id'])
        .where('id', '=', messageId)
        .executeTakeFirst();
      if (!message || (message.sender_id !== userId && message.receiver_id !== userId)) throw notFound('Message');
      if (message.sender_id !== userId) throw new AppError('FORBIDDEN', 'Only the sender can delete a message.');
      const reported = await db
        .selectFrom('message_reports')
        .select('message_id')
        .where('message_id', '=', messageId)
        .executeTakeFirst();
      await db
        .updateTable('messages')
        .set({ deleted: true, ...(reported ? {} : { content: '' }) })
        .where('id', '=', messageId)
        .execute();
      await publish([message.sender_id, message.receiver_id], {
        type: 'message.deleted',
        conversationId: message.conversation_id,
        messageId,
      });
    },

    async listBlocks(userId: string): Promise<BlockedUser[]> {
      const rows = await db
        .selectFrom('blocks')
        .innerJoin('users', 'users.id', 'blocks.blocked_id')
        .select(['blocks.blocked_id', 'blocks.created_at', 'users.nickname', 'users.deleted_at'])
        .where('blocks.blocker_id', '=', userId)
        .orderBy('blocks.created_at', 'desc')
        .execute();
      return rows.map((r) => ({ id: r.blocked_id, nickname: visibleNickname(r), blockedAt: toIso(r.created_at) }));
    },

    async setBlocked(userId: string, targetId: string, blocked: boolean): Promise<void> {
      if (targetId === userId) throw new AppError('BAD_REQUEST', 'You cannot block yourself.', 'userId');
      await requireUserRow(targetId);
      if (blocked) {
        await db
          .insertInto('blocks')
          .values({ blocker_id: userId, blocked_id: targetId, created_at: new Date().toISOString() })
          .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('blocks').where('blocker_id', '=', userId).where('blocked_id', '=', targetId).execute();
      }
      await publish([userId, targetId], { type: 'block.changed', blockerId: userId, blockedId: targetId, blocked });
    },

    /** One report per reporter per message; the first one adds to the sender's total_message_reports. */
    async reportMessage(userId: string, messageId: number, input: ReportInput): Promise<void> {
      const message = await db
        .selectFrom('messages')
        .select(['id', 'sender_id', 'receiver_id'])
        .where('id', '=', messageId)
        .executeTakeFirst();
      if (!message || (message.sender_id !== userId && message.receiver_id !== userId)) throw notFound('Message');
      if (message.receiver_id !== userId) throw new AppError('FORBIDDEN', 'You can only report messages you received.');
      await db.transaction().execute(async (trx) => {
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
    },

    /** What a stream that reconnects with Last-Event-ID missed: the user's messages after that id, oldest first. */
    /**
     * What a reconnecting stream missed: the user's messages after `sinceId`, and the ones just before it.
     * Batches on several connections or instances publish in their own order, so the last id a stream saw
     * may have overtaken a message still on its way; the client keeps messages by id, so a repeat is harmless.
     */
    async messagesSince(userId: string, sinceId: number): Promise<Message[]> {
      const anchor = await db.selectFrom('messages').select('created_at').where('id', '=', sinceId).executeTakeFirst();
      const overlapFrom = anchor
        ? new Date(Date.parse(toIso(anchor.created_at)) - REPLAY_OVERLAP_MS).toISOString()
        : null;
      const rows = await messagesOf(userId)
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
    },

    /** The newest message id in the user's conversations (0 for none): where a new stream's replay would start. */
    async latestMessageId(userId: string): Promise<number> {
      const row = await db
        .selectFrom('conversation_members as m')
        .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
        .select((eb) => eb.fn.max('c.last_message_id').as('max'))
        .where('m.user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.max ?? 0);
    },

    /** For the data export: what the user sent and received, blocks and reports they made. */
    async exportFor(userId: string) {
      const [messages, blocks, reports] = await Promise.all([
        messagesOf(userId).orderBy('messages.id').execute(),
        db.selectFrom('blocks').select(['blocked_id', 'created_at']).where('blocker_id', '=', userId).execute(),
        db
          .selectFrom('message_reports')
          .select(['message_id', 'reason', 'detail', 'created_at'])
          .where('reporter_id', '=', userId)
          .execute(),
      ]);
      return {
        messages: messages.map((m) => ({
          id: Number(m.id),
          conversationId: m.conversation_id,
          direction: m.sender_id === userId ? ('sent' as const) : ('received' as const),
          content: m.deleted ? null : m.content,
          createdAt: toIso(m.created_at),
          deleted: Boolean(m.deleted),
        })),
        blocks: blocks.map((b) => ({ userId: b.blocked_id, blockedAt: toIso(b.created_at) })),
        messageReports: reports.map((r) => ({
          messageId: Number(r.message_id),
          reason: r.reason,
          detail: r.detail,
          createdAt: toIso(r.created_at),
        })),
      };
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
