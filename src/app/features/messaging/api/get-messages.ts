import { type InfiniteData, type QueryClient, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type Message, type MessagesResponse } from '#shared/contracts/messaging';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';
import { changeMessages, type MessagePages, withMessage } from './message-pages.ts';

// The newest page fills a screen quickly; older pages are bigger, as someone scrolling back reads many.
const PAGE = 50;
const OLDER_PAGE = 100;

export const getMessages = (id: string, before?: number) =>
  api('GET /api/conversations/:conversationId/messages', {
    params: { conversationId: id },
    query: { limit: before ? OLDER_PAGE : PAGE, before },
  });

/** Page 0 holds the newest messages; each next page is older. */
export const getMessagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(id),
    queryFn: ({ pageParam }) => getMessages(id, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?.id : undefined),
  });

export const useMessages = (id: string) => useInfiniteQuery(getMessagesQueryOptions(id));

/** Oldest first, as the chat shows them. */
export const flattenMessages = (data: InfiniteData<MessagesResponse, unknown> | undefined): Message[] =>
  data ? [...data.pages].reverse().flatMap((p) => p.messages) : [];

/** Adds a message (from the send answer or the live stream, whichever comes first) or replaces it. */
export function upsertMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<MessagePages>(messagingKeys.messages(message.conversationId), (data) =>
    data ? withMessage(data, message) : data,
  );
}

export function updateConversationMessages(
  queryClient: QueryClient,
  conversationId: string,
  change: (m: Message) => Message,
) {
  queryClient.setQueryData<MessagePages>(messagingKeys.messages(conversationId), (data) =>
    data ? changeMessages(data, change) : data,
  );
}
