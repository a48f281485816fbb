import { messageFields } from '#server/modules/messaging/messaging.rows';
import { prepareQuery } from '../prepared.ts';
import type { Db } from '../schema.ts';
import { firstRow, type MessageStore, type SendState, sharedMessageQueries } from './message-store.ts';

/**
 * SQLite: one writer, and statements that cost microseconds in process. A batch's sends are read and
 * written one after another with small prepared statements, inside the caller's transaction.
 */
export function sqliteMessageStore(db: Db): MessageStore {
  const shared = sharedMessageQueries(db);

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
  const unreadTotal = prepareQuery(db, (a: { userId: string }) =>
    db
      .selectFrom('conversation_members')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unread_count'), eb.lit(0)).as('total'))
      .where('user_id', '=', a.userId)
      // A message request lights no badge until it is accepted (decision record 015).
      .where('request_state', '=', 'accepted'),
  );

  const sentWithClientId: MessageStore['sentWithClientId'] = async (executor, senderId, clientId) =>
    firstRow(await shared.sentWithClientId({ senderId, clientId }, executor));
  const chatState: MessageStore['chatState'] = async (executor, userId, conversationId) =>
    firstRow(await shared.chatState({ userId, conversationId }, executor));

  return {
    sendConcurrency: 1,
    sentWithClientId,
    chatState,

    async sendStates(executor, sends) {
      const states: SendState[] = [];
      for (const { userId, conversationId, clientId } of sends) {
        const earlier = clientId ? await sentWithClientId(executor, userId, clientId) : undefined;
        states.push(
          earlier
            ? { earlier, chat: null }
            : { earlier: null, chat: (await chatState(executor, userId, conversationId)) ?? null },
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
        await setLastMessage({ conversationId, messageId: Number(row.id), now }, executor);
        rows.push(row);
      }
      return rows;
    },

    // One connection, one transaction at a time: the caller's already runs alone.
    lockUser: async () => {},

    async unreadTotals(executor, userIds) {
      const totals = new Map<string, number>();
      for (const userId of userIds)
        totals.set(userId, Number(firstRow(await unreadTotal({ userId }, executor))?.total ?? 0));
      return totals;
    },
  };
}
