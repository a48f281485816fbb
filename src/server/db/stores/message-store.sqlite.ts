import { type RawBuilder, sql } from 'kysely';
import type { ChatStateRow, MessageRow } from '#server/modules/messaging/messaging.rows';
import { messageFields } from '#server/modules/messaging/messaging.rows';
import { prepareQuery } from '../prepared.ts';
import type { Db } from '../schema.ts';
import { firstRow, type MessageStore, type SendState, sharedMessageQueries } from './message-store.ts';

/**
 * SQLite: one writer, and statements that cost microseconds in process. A batch's sends are read and
 * written one after another with small prepared statements, inside the caller's transaction.
 */
/** A send's chat state (null columns when the sender is no member) and its earlier copy (null columns when none). */
type StateRow = (ChatStateRow | { [K in keyof ChatStateRow]: null }) & (MessageRow | { [K in keyof MessageRow]: null });

export function sqliteMessageStore(db: Db): MessageStore {
  const shared = sharedMessageQueries(db);
  const compiled = <R>(query: RawBuilder<R>) => ({ compile: () => query.compile(db) });
  // A send's state in one statement: its chat state and the message its client id already named.
  const sendState = prepareQuery(db, (a: { userId: string; conversationId: string; clientId: string | null }) =>
    compiled(sql<StateRow>`
      select m.partner_id, s.email_verified, s.ban_until, s.status as sender_status, p.status as partner_status, p.nickname, p.deleted_at,
        m.request_state as my_state, pm.request_state as partner_state, p.message_privacy as partner_privacy,
        exists (select 1 from blocks b where b.blocker_id = m.user_id and b.blocked_id = m.partner_id) as blocked_by_me,
        exists (select 1 from blocks b where b.blocker_id = m.partner_id and b.blocked_id = m.user_id) as blocked_me,
        ${sql.join(messageFields.map((f) => sql.ref(`e.${f}`)))}
      from (select 1) one
      left join conversation_members m on m.conversation_id = ${a.conversationId} and m.user_id = ${a.userId}
      left join users s on s.id = m.user_id
      left join users p on p.id = m.partner_id
      left join conversation_members pm on pm.conversation_id = m.conversation_id and pm.user_id = m.partner_id
      left join messages e on e.sender_id = ${a.userId} and e.client_id = ${a.clientId}`),
  );

  const countUnread = prepareQuery(db, (a: { conversationId: string; partnerId: string; now: string }) =>
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
  const insertMessage = prepareQuery(
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
  const setLastMessage = prepareQuery(db, (a: { conversationId: string; messageId: number; now: string }) =>
    db
      .updateTable('conversations')
      .set({ last_message_id: a.messageId, updated_at: a.now })
      .where('id', '=', a.conversationId),
  );
  // Each user's total in one statement, whatever their number (the ids go in as one JSON array).
  const unreadTotals = prepareQuery(db, (a: { userIds: string }) =>
    compiled(sql<{ user_id: string; total: number | null }>`
      select u.value as user_id, (
        select sum(m.unread_count) from conversation_members m
        -- A message request lights no badge until it is accepted (decision record 015).
        where m.user_id = u.value and m.request_state = 'accepted'
      ) as total
      from json_each(${a.userIds}) u`),
  );

  const sentWithClientId: MessageStore['sentWithClientId'] = async (executor, senderId, clientId) =>
    firstRow(await shared.sentWithClientId({ senderId, clientId }, executor));
  const chatState: MessageStore['chatState'] = async (executor, userId, conversationId) =>
    firstRow(await shared.chatState({ userId, conversationId }, executor));

  return {
    sendConcurrency: 1,
    // A commit writes each page it changed to the log once, however many sends changed it.
    sendSpacingMs: 10,
    sentWithClientId,
    chatState,

    async sendStates(executor, sends) {
      const states: SendState[] = [];
      for (const { userId, conversationId, clientId } of sends) {
        const state = firstRow(await sendState({ userId, conversationId, clientId }, executor))!;
        states.push(
          state.id !== null
            ? { earlier: state as MessageRow, chat: null }
            : { earlier: null, chat: state.partner_id === null ? null : (state as ChatStateRow) },
        );
      }
      return states;
    },

    // The caller's transaction holds the one writer: a client id read as free above stays free.
    async insertMessages(executor, messages, now) {
      const rows = [];
      for (const { conversationId, senderId, receiverId, text, clientId } of messages) {
        await countUnread({ conversationId, partnerId: receiverId, now }, executor);
        const row = firstRow(
          await insertMessage({ conversationId, senderId, partnerId: receiverId, text, now, clientId }, executor),
        )!;
        await setLastMessage({ conversationId, messageId: row.id, now }, executor);
        rows.push(row);
      }
      return rows;
    },

    // One connection, one transaction at a time: the caller's already runs alone.
    lockUser: async () => {},

    async unreadTotals(executor, userIds) {
      const totals = new Map<string, number>();
      if (userIds.length === 0) return totals;
      const { rows } = await unreadTotals({ userIds: JSON.stringify(userIds) }, executor);
      for (const { user_id, total } of rows) totals.set(user_id, total ?? 0);
      return totals;
    },
  };
}
