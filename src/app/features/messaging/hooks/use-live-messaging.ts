import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ServerEvent } from '#shared/contracts/messaging';
import { connectEvents } from '#app/lib/events.ts';
import { updateConversationMessages, upsertMessage } from '#app/features/messaging/api/get-messages.ts';
import { messagingKeys } from '#app/features/messaging/api/keys.ts';

/** What another feature does with the same stream: every event, and a reconnect after which it should read again. */
export type StreamListener = { onEvent: (event: ServerEvent) => void; onResync: () => void };

/**
 * Keeps the inbox, open chats, unread badge and block state current while the user is signed in.
 * `onAccountChanged` runs when the stream was refused or an admin changed the account: ask who we are again.
 * `listener` hears every event too (the route composing features passes it).
 */
export function useLiveMessaging(userId: string | null, onAccountChanged: () => void, listener?: StreamListener) {
  const queryClient = useQueryClient();
  const onAccountChangedRef = useRef(onAccountChanged);
  const listenerRef = useRef(listener);
  useEffect(() => {
    onAccountChangedRef.current = onAccountChanged;
    listenerRef.current = listener;
  });
  useEffect(() => {
    if (!userId) return;
    const refreshList = () => void queryClient.invalidateQueries({ queryKey: messagingKeys.list() });
    let opened = false;
    const apply = (event: ServerEvent) => {
      listenerRef.current?.onEvent(event);
      switch (event.type) {
        case 'ready':
          queryClient.setQueryData(messagingKeys.unread(), event.unreadTotal);
          // The stream opens after the page has read its chats (its code loads later): what arrived in
          // between is read again once, or a message sent meanwhile would wait for the next reconnect.
          if (!opened) {
            opened = true;
            void queryClient.invalidateQueries({
              queryKey: messagingKeys.all,
              predicate: (q) => q.queryKey[1] !== 'unread',
            });
          }
          return;
        case 'unread.total':
          queryClient.setQueryData(messagingKeys.unread(), event.total);
          return;
        case 'message.created':
          upsertMessage(queryClient, event.message);
          return refreshList();
        case 'message.deleted':
          updateConversationMessages(queryClient, event.conversationId, (m) =>
            m.id === event.messageId ? { ...m, deleted: true, content: null } : m,
          );
          return refreshList();
        case 'messages.read':
          updateConversationMessages(queryClient, event.conversationId, (m) =>
            m.receiverId === event.readerId && m.id <= event.upToId ? { ...m, isRead: true } : m,
          );
          if (event.readerId === userId) refreshList();
          return;
        case 'block.changed':
          void queryClient.invalidateQueries({ queryKey: messagingKeys.blocks() });
          void queryClient.invalidateQueries({
            queryKey: messagingKeys.all,
            predicate: (q) => q.queryKey[2] === 'detail',
          });
          return;
        case 'conversation.changed':
          refreshList();
          void queryClient.invalidateQueries({ queryKey: messagingKeys.detail(event.conversationId) });
          return;
        case 'account.changed':
          onAccountChangedRef.current();
          return;
      }
    };
    return connectEvents({
      onEvent: apply,
      onResync: () => {
        void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
        listenerRef.current?.onResync();
      },
      onRefused: () => onAccountChangedRef.current(),
    });
  }, [queryClient, userId]);
}
