import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessagesResponse } from '#shared/contracts/messaging';

/**
 * What the live stream and the send answers do to a chat's cached pages, as pure functions (unit-tested
 * in message-pages.test.ts); get-messages.ts and use-live-messaging.ts apply them to the query cache.
 * Page 0 holds the newest messages; each next page is older.
 */
export type MessagePages = InfiniteData<MessagesResponse, number | undefined>;

export const changeMessages = (data: MessagePages, change: (m: Message) => Message): MessagePages => ({
  ...data,
  pages: data.pages.map((p) => ({ ...p, messages: p.messages.map(change) })),
});

/**
 * Adds a message (from the send answer or the live stream, whichever comes first) in id order, or
 * replaces the one with its id, keeping what only this viewer knows (whether they reported it).
 */
export function withMessage(data: MessagePages, message: Message): MessagePages {
  if (data.pages.some((p) => p.messages.some((m) => m.id === message.id)))
    return changeMessages(data, (m) => (m.id === message.id ? { ...m, ...message, reportedByMe: m.reportedByMe } : m));
  const [newest, ...older] = data.pages;
  const messages = [...(newest?.messages ?? []), message].sort((x, y) => x.id - y.id);
  return { ...data, pages: [{ messages, hasMore: newest?.hasMore ?? false }, ...older] };
}

/** `message.deleted`: the placeholder instead of the text. */
export const deletedMessage =
  (messageId: number) =>
  (m: Message): Message =>
    m.id === messageId ? { ...m, deleted: true, content: null } : m;

/** `messages.read`: what the reader received up to `upToId` is read. */
export const readUpTo =
  (readerId: string, upToId: number) =>
  (m: Message): Message =>
    m.receiverId === readerId && m.id <= upToId ? { ...m, isRead: true } : m;
