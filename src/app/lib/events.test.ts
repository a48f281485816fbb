// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectEvents } from './events.ts';

/** An EventSource the test drives: what the server would send, and whether the page closed it. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  closed = false;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  send(event: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe('the live stream of a tab', () => {
  it('stops when the server closed it for too many streams, and opens again when the tab is shown', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const onEvent = vi.fn();
    const onResync = vi.fn();
    const disconnect = connectEvents({ onEvent, onResync, onRefused: vi.fn() });
    const first = FakeEventSource.opened[0]!;
    first.send({ type: 'ready', unreadTotal: 0 });
    expect(onEvent).toHaveBeenCalledWith({ type: 'ready', unreadTotal: 0 });

    setVisibility('hidden');
    first.send({ type: 'stream.closed', reason: 'too-many-streams' });
    expect(first.closed).toBe(true);
    expect(onEvent).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    expect(FakeEventSource.opened).toHaveLength(1);

    setVisibility('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]!.onopen?.();
    expect(onResync).toHaveBeenCalledTimes(1);
    // Shown again while the stream is open: nothing more.
    setVisibility('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
    disconnect();
    expect(FakeEventSource.opened[1]!.closed).toBe(true);
  });
});
