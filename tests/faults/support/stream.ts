import http from 'node:http';
import type { LiveEvent } from '#shared/contracts/events';

export type Received = { id?: string; event: LiveEvent };

/**
 * GET /api/events the way a browser's EventSource reads it, over `agent`: with `reconnect`, a stream the
 * server ends (or refuses) is opened again after the server's `retry:` delay, with the last id seen as
 * Last-Event-ID. `ends` records how each connection finished and the raw text it ended on.
 */
export function liveStream(agent: http.Agent, baseUrl: string, cookie: string, { reconnect = false } = {}) {
  const received: Received[] = [];
  const ends: { how: 'end' | 'error' | 'refused'; tail: string }[] = [];
  let lastId: string | undefined;
  let retryMs = 1000;
  let connections = 0;
  let current: http.ClientRequest | undefined;
  let closed = false;
  const waiters: { test: (e: Received) => boolean; resolve: () => void }[] = [];
  let settleReady: (() => void) | undefined;
  const ready = new Promise<void>((resolve) => (settleReady = resolve));

  const onEvent = (item: Received) => {
    received.push(item);
    if (item.event.type === 'ready') settleReady?.();
    for (const w of waiters.filter((w) => w.test(item))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };

  const open = () => {
    if (closed) return;
    const headers: Record<string, string> = {
      cookie,
      accept: 'text/event-stream',
      ...(lastId ? { 'last-event-id': lastId } : {}),
    };
    // One way each connection finishes, and one reconnection after it.
    let finished = false;
    let tail = '';
    const finish = (how: 'end' | 'error' | 'refused') => {
      if (finished || closed) return;
      finished = true;
      ends.push({ how, tail });
      if (reconnect) setTimeout(open, retryMs);
    };
    current = http.get(`${baseUrl}/api/events`, { agent, headers }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        tail = String(res.statusCode);
        return finish('refused');
      }
      connections += 1;
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        tail = (tail + chunk).slice(-200);
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | undefined;
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data += line.slice(6);
            else if (line.startsWith('retry: ')) retryMs = Number(line.slice(7));
          }
          if (id) lastId = id;
          if (data) onEvent({ id, event: JSON.parse(data) as LiveEvent });
        }
      });
      res.on('end', () => finish('end'));
      res.on('error', () => finish('error'));
      res.on('close', () => finish('error'));
    });
    current.on('error', () => finish('error'));
  };
  open();

  return {
    received,
    ends,
    ready,
    connections: () => connections,
    /** Resolves once an event matching `test` has arrived. */
    until(test: (event: LiveEvent) => boolean): Promise<void> {
      if (received.some((item) => test(item.event))) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ test: (item) => test(item.event), resolve }));
    },
    close() {
      closed = true;
      current?.destroy();
    },
  };
}

/** The messages a stream delivered, in arrival order. */
export const messagesOf = (received: Received[]) =>
  received.flatMap((r) => (r.event.type === 'message.created' ? [r.event.message] : []));
