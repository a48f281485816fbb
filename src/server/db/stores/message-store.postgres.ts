import { type RawBuilder, sql } from 'kysely';
import type { ChatStateRow, MessageRow } from '#server/modules/messaging/messaging.rows';
import { messageFields } from '#server/modules/messaging/messaging.rows';
import { prepareQuery } from '../prepared.ts';
import type { Db } from '../schema.ts';
import { firstRow, type MessageStore, type SendState, sharedMessageQueries } from './message-store.ts';

/** A send's chat state (null columns when the sender is no member) and its earlier copy (null columns when none). */
type StateRow = {
  /** 1-based position of the send in the arrays given. */
  ord: number;
} & (ChatStateRow | { [K in keyof ChatStateRow]: null }) &
  (MessageRow | { [K in keyof MessageRow]: null });

/** The message's columns, as a select list (of `table` when given). */
const fieldsOf = (table?: string) => sql.join(messageFields.map((f) => sql.ref(table ? `${table}.${f}` : f)));

/**
 * The statements of a batch of sends on PostgreSQL, each over arrays (one element per send) so that a
 * batch costs the same round trips however many sends it holds. Named and planned once per connection.
 * Arrays are joined as tables rather than matched with `= any(…)`, which compares every row with every
 * element: the planner can hash them or, on a large table, look each one up in the index. A send's
 * earlier copy is looked up through the (sender, client id) index in a lateral join (its `limit` keeps
 * the planner from flattening it into a join), whatever the statistics say: a connection keeps the plan
 * it made while `messages` was small, and as a plain join that plan scanned the whole table for every
 * batch, a cost that grew with every message sent until the next ANALYZE.
 */
export function postgresSendStatements(db: Db) {
  const compiled = <R>(query: RawBuilder<R>) => ({ compile: () => query.compile(db) });
  return {
    /** Per send: membership, both standings, both sides' request states, blocks both ways, and the message already sent with its client id. */
    states: prepareQuery(db, (a: { userIds: string[]; conversationIds: string[]; clientIds: (string | null)[] }) =>
      compiled(sql<StateRow>`
        select r.ord, m.partner_id, s.email_verified, s.ban_until, s.status as sender_status, p.status as partner_status, p.nickname, p.deleted_at,
          m.request_state as my_state, pm.request_state as partner_state, p.message_privacy as partner_privacy,
          exists (select 1 from blocks b where b.blocker_id = r.user_id and b.blocked_id = m.partner_id) as blocked_by_me,
          exists (select 1 from blocks b where b.blocker_id = m.partner_id and b.blocked_id = r.user_id) as blocked_me,
          ${fieldsOf('e')}
        from unnest(${a.userIds}::text[], ${a.conversationIds}::text[], ${a.clientIds}::text[]) with ordinality as r(user_id, conversation_id, client_id, ord)
        left join conversation_members m on m.conversation_id = r.conversation_id and m.user_id = r.user_id
        left join users s on s.id = m.user_id
        left join users p on p.id = m.partner_id
        left join conversation_members pm on pm.conversation_id = m.conversation_id and pm.user_id = m.partner_id
        left join lateral (
          select * from messages where sender_id = r.user_id and client_id = r.client_id limit 1
        ) e on true`),
    ),

    /**
     * The whole write of a batch in one statement, in the caller's transaction. It locks both member rows of every conversation in (conversation, user) order; the insert waits
     * for every lock (it reads their count), so ids are drawn in lock order and a conversation's messages
     * commit in id order (the caller commits soon after: nothing but the send's jobs waits between). Then, from the rows actually inserted (a client id the sender already used
     * elsewhere inserts nothing): each receiver's count goes up by their new messages, and each
     * conversation's last message moves.
     */
    write: prepareQuery(
      db,
      (a: {
        conversationIds: string[];
        senderIds: string[];
        receiverIds: string[];
        texts: string[];
        clientIds: (string | null)[];
        now: string;
      }) =>
        compiled(sql<MessageRow>`
          with locked as materialized (
            select m.conversation_id, m.user_id
            from (select distinct unnest(${a.conversationIds}::text[]) as id) c
            join conversation_members m on m.conversation_id = c.id
            order by m.conversation_id, m.user_id
            for update of m
          ),
          inserted as (
            insert into messages (conversation_id, sender_id, receiver_id, content, created_at, client_id)
            select r.conversation_id, r.sender_id, r.receiver_id, r.content, ${a.now}::timestamptz, r.client_id
            from unnest(${a.conversationIds}::text[], ${a.senderIds}::text[], ${a.receiverIds}::text[], ${a.texts}::text[], ${a.clientIds}::text[])
              with ordinality as r(conversation_id, sender_id, receiver_id, content, client_id, ord)
            where (select count(*) from locked) >= 0
            order by r.ord
            on conflict (sender_id, client_id) do nothing
            returning ${fieldsOf()}
          ),
          counted as (
            update conversation_members m
            set updated_at = ${a.now}::timestamptz, unread_count = m.unread_count + x.added
            from (
              select l.conversation_id, l.user_id, count(*) filter (where i.receiver_id = l.user_id) as added
              from locked l join inserted i on i.conversation_id = l.conversation_id
              group by l.conversation_id, l.user_id
            ) x
            where m.conversation_id = x.conversation_id and m.user_id = x.user_id
          ),
          moved as (
            update conversations c set last_message_id = x.id, updated_at = ${a.now}::timestamptz
            from (select conversation_id, max(id) as id from inserted group by conversation_id) x
            where c.id = x.conversation_id
          )
          select * from inserted`),
    ),

    unreadTotals: prepareQuery(db, (a: { userIds: string[] }) =>
      compiled(sql<{ user_id: string; total: number }>`
        select m.user_id, sum(m.unread_count) as total
        from (select distinct unnest(${a.userIds}::text[]) as id) u
        join conversation_members m on m.user_id = u.id
        where m.request_state = 'accepted' group by m.user_id`),
    ),
  };
}

const keyOf = (senderId: string, clientId: string) => `${senderId}\u0000${clientId}`;

/** PostgreSQL: a batch of sends in a fixed number of statements over arrays, whatever its size. */
export function postgresMessageStore(db: Db): MessageStore {
  const shared = sharedMessageQueries(db);
  const statements = postgresSendStatements(db);
  const lockUser = prepareQuery(db, (a: { userId: string }) =>
    db.selectFrom('users').select('id').where('id', '=', a.userId).forUpdate(),
  );
  return {
    // Batches of different conversations write side by side; the member-row locks order those that share one.
    sendConcurrency: 4,
    // A batch is seven round trips however many sends it holds: under load, twenty milliseconds of sends share them.
    sendSpacingMs: 20,

    async sendStates(executor, sends) {
      const { rows } = await statements.states(
        {
          userIds: sends.map((s) => s.userId),
          conversationIds: sends.map((s) => s.conversationId),
          clientIds: sends.map((s) => s.clientId),
        },
        executor,
      );
      const states: SendState[] = new Array(sends.length);
      for (const row of rows) {
        const { ord, ...state } = row;
        states[ord - 1] =
          state.id !== null
            ? { earlier: state as MessageRow, chat: null }
            : { earlier: null, chat: state.partner_id === null ? null : (state as ChatStateRow) };
      }
      return states;
    },

    /**
     * Rows come back in id order, the order they were given in; a client id a concurrent batch took first
     * inserts nothing, and its send reads that batch's row afterwards.
     */
    async insertMessages(executor, messages, now) {
      const { rows } = await statements.write(
        {
          conversationIds: messages.map((m) => m.conversationId),
          senderIds: messages.map((m) => m.senderId),
          receiverIds: messages.map((m) => m.receiverId),
          texts: messages.map((m) => m.text),
          clientIds: messages.map((m) => m.clientId),
          now,
        },
        executor,
      );
      rows.sort((x, y) => x.id - y.id);
      const byKey = new Map(rows.flatMap((r) => (r.client_id === null ? [] : [[keyOf(r.sender_id, r.client_id), r]])));
      const withoutKey = rows.filter((r) => r.client_id === null);
      return messages.map((m) => (m.clientId ? byKey.get(keyOf(m.senderId, m.clientId)) : withoutKey.shift()) ?? null);
    },

    sentWithClientId: async (executor, senderId, clientId) =>
      firstRow(await shared.sentWithClientId({ senderId, clientId }, executor)),
    chatState: async (executor, userId, conversationId) =>
      firstRow(await shared.chatState({ userId, conversationId }, executor)),

    async lockUser(executor, userId) {
      await lockUser({ userId }, executor);
    },

    async unreadTotals(executor, userIds) {
      // A user whose conversations are all requests has no accepted row to sum: their total is 0.
      const totals = new Map(userIds.map((id) => [id, 0]));
      if (userIds.length === 0) return totals;
      const { rows } = await statements.unreadTotals({ userIds }, executor);
      for (const r of rows) totals.set(r.user_id, r.total);
      return totals;
    },
  };
}
