import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './events.ts';

const message = {
  id: 7,
  conversationId: 'c1',
  senderId: 'a',
  receiverId: 'b',
  content: '안녕하세요',
  createdAt: '2026-11-26T10:00:00.000Z',
  isRead: false,
  deleted: false,
  reportedByMe: false,
};

describe('live events as a contract', () => {
  it('accepts each declared event with its payload', () => {
    expect(parseLiveEvent({ type: 'message.created', message } as never)).toEqual({ type: 'message.created', message });
    expect(parseLiveEvent({ type: 'account.changed' })).toEqual({ type: 'account.changed' });
  });

  it('refuses an undeclared type, a missing field and a field the contract does not name', () => {
    expect(() => parseLiveEvent({ type: 'message.edited' })).toThrow(/undeclared live event message.edited/);
    expect(() => parseLiveEvent({ type: 'unread.total' })).toThrow();
    expect(() => parseLiveEvent({ type: 'unread.total', total: 1, extra: true } as never)).toThrow();
  });
});
