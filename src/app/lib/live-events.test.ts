import { describe, expect, it, vi } from 'vitest';
import { createLiveEventRegistry } from './live-events.ts';

describe('the live-event registry', () => {
  it('hands each event only to the handlers of its type, in every subscribed feature', () => {
    const registry = createLiveEventRegistry();
    const chat = { 'unread.total': vi.fn(), 'message.deleted': vi.fn() };
    const bell = { 'notifications.unread': vi.fn(), 'unread.total': vi.fn() };
    registry.subscribe(chat);
    registry.subscribe(bell);

    registry.dispatch({ type: 'unread.total', total: 3 });
    registry.dispatch({ type: 'notifications.unread', count: 2 });
    registry.dispatch({ type: 'account.changed' });

    expect(chat['unread.total']).toHaveBeenCalledWith({ type: 'unread.total', total: 3 });
    expect(bell['unread.total']).toHaveBeenCalledWith({ type: 'unread.total', total: 3 });
    expect(bell['notifications.unread']).toHaveBeenCalledWith({ type: 'notifications.unread', count: 2 });
    expect(chat['message.deleted']).not.toHaveBeenCalled();
  });

  it('stops calling a feature that unsubscribed, and tells the others of a reconnect', () => {
    const registry = createLiveEventRegistry();
    const gone = { ready: vi.fn(), resync: vi.fn() };
    const staying = { ready: vi.fn(), resync: vi.fn() };
    const unsubscribe = registry.subscribe(gone);
    registry.subscribe(staying);
    unsubscribe();

    registry.dispatch({ type: 'ready', unreadTotal: 0 });
    registry.resync();

    expect(gone.ready).not.toHaveBeenCalled();
    expect(gone.resync).not.toHaveBeenCalled();
    expect(staying.ready).toHaveBeenCalledOnce();
    expect(staying.resync).toHaveBeenCalledOnce();
  });
});
