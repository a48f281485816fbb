import { describe, expect, it } from 'vitest';
import type { Message } from '#shared/contracts/messaging';
import { changeMessages, deletedMessage, type MessagePages, readUpTo, withMessage } from './message-pages.ts';

const message = (id: number, over: Partial<Message> = {}): Message => ({
  id,
  conversationId: 'c1',
  senderId: id % 2 ? 'me' : 'you',
  receiverId: id % 2 ? 'you' : 'me',
  content: `message ${id}`,
  createdAt: new Date(Date.UTC(2026, 10, 26, 10, 0, id)).toISOString(),
  isRead: false,
  deleted: false,
  reportedByMe: false,
  ...over,
});

/** Newest page first, each page oldest first, as the chat query keeps them. */
const pages = (...ids: number[][]): MessagePages => ({
  pages: ids.map((page, i) => ({ messages: page.map((id) => message(id)), hasMore: i < ids.length - 1 })),
  pageParams: ids.map((page, i) => (i === 0 ? undefined : page.at(-1))),
});
const idsOf = (data: MessagePages) => data.pages.map((p) => p.messages.map((m) => m.id));

describe("the chat cache's reducers", () => {
  it('adds a new message to the newest page in id order, whichever of the stream and the answer comes first', () => {
    const data = pages([4, 6], [1, 2]);
    expect(idsOf(withMessage(data, message(7)))).toEqual([
      [4, 6, 7],
      [1, 2],
    ]);
    // A message whose live event overtook an earlier one lands in its place.
    expect(idsOf(withMessage(withMessage(data, message(8)), message(7)))).toEqual([
      [4, 6, 7, 8],
      [1, 2],
    ]);
    expect(withMessage(data, message(7)).pages[0]!.hasMore).toBe(true);
    expect(data.pages[0]!.messages.map((m) => m.id)).toEqual([4, 6]);
  });

  it('replaces a message it already has instead of adding it twice, keeping whether this viewer reported it', () => {
    const data = changeMessages(pages([4, 6]), (m) => (m.id === 6 ? { ...m, reportedByMe: true } : m));
    // The stream's copy never says the viewer reported it.
    const again = withMessage(data, message(6, { isRead: true, clientId: 'k' }));
    expect(idsOf(again)).toEqual([[4, 6]]);
    expect(again.pages[0]!.messages[1]).toMatchObject({ id: 6, isRead: true, clientId: 'k', reportedByMe: true });
  });

  it('starts a first page for a chat that had none', () => {
    const empty: MessagePages = { pages: [], pageParams: [] };
    expect(withMessage(empty, message(1)).pages).toEqual([{ messages: [message(1)], hasMore: false }]);
  });

  it('shows a deleted message as the placeholder on every page, and nothing else changes', () => {
    const after = changeMessages(pages([4, 6], [1, 2]), deletedMessage(2));
    expect(after.pages[1]!.messages[1]).toMatchObject({ id: 2, deleted: true, content: null });
    expect(after.pages.flatMap((p) => p.messages).filter((m) => m.deleted)).toHaveLength(1);
  });

  it("marks read only what the reader received, up to the receipt's id", () => {
    const after = changeMessages(pages([4, 5, 6], [1, 2, 3]), readUpTo('you', 5));
    const read = after.pages.flatMap((p) => p.messages).filter((m) => m.isRead);
    // Odd ids went to 'you'; 7 and later would be newer than the receipt.
    expect(read.map((m) => m.id).sort()).toEqual([1, 3, 5]);
  });
});
