import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLiveEvents } from '#app/lib/live-events.ts';
import { addConversationPhoto } from '#app/features/messaging/api/conversation-photos-cache.ts';
import { updateConversationMessages, upsertMessage } from '#app/features/messaging/api/get-messages.ts';
import { messagingKeys } from '#app/features/messaging/api/keys.ts';
import { deletedMessage, readUpTo } from '#app/features/messaging/api/message-pages.ts';

/**
 * Keeps the inbox, open chats, unread badge and block state current while the user is signed in, from
 * the live stream's messaging events. `onAccountChanged` runs when an admin changed the account: ask who we are again.
 */
export function useLiveMessaging(userId: string, onAccountChanged: () => void) {
  const queryClient = useQueryClient();
  const opened = useRef(false);
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: messagingKeys.list() });
  useLiveEvents({
    ready: (event) => {
      queryClient.setQueryData(messagingKeys.unread(), event.unreadTotal);
      // The stream opens after the page has read its chats (its code loads later): what arrived in
      // between is read again once, or a message sent meanwhile would wait for the next reconnect.
      if (!opened.current) {
        opened.current = true;
        void queryClient.invalidateQueries({
          queryKey: messagingKeys.all,
          predicate: (q) => q.queryKey[1] !== 'unread',
        });
      }
    },
    'unread.total': (event) => queryClient.setQueryData(messagingKeys.unread(), event.total),
    'message.created': (event) => {
      upsertMessage(queryClient, event.message);
      refreshList();
    },
    // A chat photo joined its message: the open chat shows its thumbnail (decision record 032).
    'message.photo': (event) => addConversationPhoto(queryClient, event.conversationId, event.messageId, event.photo),
    'message.deleted': (event) => {
      updateConversationMessages(queryClient, event.conversationId, deletedMessage(event.messageId));
      refreshList();
    },
    'messages.read': (event) => {
      updateConversationMessages(queryClient, event.conversationId, readUpTo(event.readerId, event.upToId));
      if (event.readerId === userId) refreshList();
    },
    'block.changed': () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.blocks() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.all, predicate: (q) => q.queryKey[2] === 'detail' });
    },
    'conversation.changed': (event) => {
      refreshList();
      void queryClient.invalidateQueries({ queryKey: messagingKeys.detail(event.conversationId) });
    },
    'account.changed': () => onAccountChanged(),
    resync: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
