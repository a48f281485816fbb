import { type InfiniteData, type QueryClient, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type Message, type MessagesResponse } from '#shared/contracts/messaging';
import { messagingEndpoints } from '#shared/contracts/messaging.endpoints';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

// The newest page fills a screen quickly; older pages are bigger, as someone scrolling back reads many.
const PAGE = 50;
const OLDER_PAGE = 100;

export const getMessages = (id: string, before?: number) =>
  api(messagingEndpoints.messages, {
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

type Pages = InfiniteData<MessagesResponse, number | undefined>;

/** Oldest first, as the chat shows them. */
export const flattenMessages = (data: InfiniteData<MessagesResponse, unknown> | undefined): Message[] =>
  data ? [...data.pages].reverse().flatMap((p) => p.messages) : [];

/** Adds a message (from the send answer or the live stream, whichever comes first) or replaces it. */
export function upsertMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<Pages>(messagingKeys.messages(message.conversationId), (data) => {
    if (!data) return data;
    if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) {
      return updateMessages(data, (m) =>
        m.id === message.id ? { ...m, ...message, reportedByMe: m.reportedByMe } : m,
      );
    }
    const [newest, ...older] = data.pages;
    const messages = [...(newest?.messages ?? []), message].sort((x, y) => x.id - y.id);
    return { ...data, pages: [{ messages, hasMore: newest?.hasMore ?? false }, ...older] };
  });
}

export function updateConversationMessages(
  queryClient: QueryClient,
  conversationId: string,
  change: (m: Message) => Message,
) {
  queryClient.setQueryData<Pages>(messagingKeys.messages(conversationId), (data) =>
    data ? updateMessages(data, change) : data,
  );
}

const updateMessages = (data: Pages, change: (m: Message) => Message): Pages => ({
  ...data,
  pages: data.pages.map((p) => ({ ...p, messages: p.messages.map(change) })),
});
