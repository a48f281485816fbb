import type { LiveEvent } from '#shared/contracts/events';

export type StreamedEvent = { id?: string; event: LiveEvent };

/** Reads GET /api/events over real HTTP like an EventSource would; `next` waits for a matching event. */
export async function openEventStream(baseUrl: string, cookie: string, lastEventId?: number) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: {
      cookie,
      accept: 'text/event-stream',
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  const received: StreamedEvent[] = [];
  const waiters: { test: (e: StreamedEvent) => boolean; resolve: (e: StreamedEvent) => void }[] = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';

  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | undefined;
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (!data) continue;
          const item = { id, event: JSON.parse(data) as LiveEvent };
          received.push(item);
          for (const w of waiters.filter((w) => w.test(item))) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(item);
          }
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  return {
    received,
    /** Resolves when the server ends the stream. */
    ended,
    next(test: (event: LiveEvent) => boolean, timeoutMs = 5000): Promise<StreamedEvent> {
      const seen = received.find((item) => test(item.event));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no matching event within ${timeoutMs} ms; got ${JSON.stringify(received.map((r) => r.event.type))}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({ test: (item) => test(item.event), resolve: (item) => (clearTimeout(timer), resolve(item)) });
      });
    },
    close: () => controller.abort(),
  };
}
