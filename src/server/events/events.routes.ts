import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { LiveEvent } from '#shared/contracts/events';
import type { Message } from '#shared/contracts/messaging';
import { messagingEndpoints } from '#shared/contracts/messaging.endpoints';
import { TooManyRequests } from '#server/lib/errors';
import { route } from '#server/lib/route';
import type { EventBus } from './bus.ts';
import type { Presence } from './presence.ts';
import { createStreamLimits } from './stream-limits.ts';

/** What a stream reads of the user's chat (messaging's replay-messages.ts and unread-total.ts). */
type StreamMessages = {
  /** The messages a reconnecting stream missed after the last id it saw. */
  messagesSince: (userId: string, sinceId: number) => Promise<Message[]>;
  unreadTotal: (userId: string) => Promise<number>;
  /** Where a new stream's replay would start. */
  latestMessageId: (userId: string) => Promise<number>;
};

type Options = {
  bus: EventBus;
  service: StreamMessages;
  /** The user's unread in-app notifications, sent after `ready` and after a resync. */
  notificationsUnread?: (userId: string) => Promise<number>;
  /** Who has a tab open, for chat pushes (decision record 020). */
  presence?: Presence;
  heartbeatMs?: number;
  /** Streams per account (the oldest closes) and per address (a new one is refused) on this instance. */
  streamsPerAccount?: number;
  streamsPerAddress?: number;
};

const RECONNECT_MIN_MS = 500;
/** How long a browser that missed the `stream.closed` event waits before it tries again. */
const REPLACED_RETRY_MS = 60_000;
// Message ids a stream remembers having sent, to skip the ones a replay or a bus fallback brings twice.
const SEEN_IDS = 1000;

function lastEventId(header: string | string[] | undefined): number | undefined {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

// An event goes to both people of a chat and to each of their tabs: it is serialised once, or not at
// all when it came through Redis as text.
const frames = new WeakMap<LiveEvent, string>();
function frame(event: LiveEvent, json?: string): string {
  let text = frames.get(event);
  if (text === undefined) {
    text = `${event.type === 'message.created' ? `id: ${event.message.id}\n` : ''}data: ${json ?? JSON.stringify(event)}\n\n`;
    frames.set(event, text);
  }
  return text;
}

/**
 * GET /api/events: one Server-Sent Events stream per tab. A reconnecting EventSource sends Last-Event-ID
 * (the last message id it saw) and first receives every message of the user's after it.
 */
export const eventRoutes: FastifyPluginAsync<Options> = async (
  app,
  { bus, service, notificationsUnread, presence, heartbeatMs = 25_000, streamsPerAccount, streamsPerAddress },
) => {
  const limits = createStreamLimits({ perAccount: streamsPerAccount, perAddress: streamsPerAddress });
  // Each open stream, with what sends out its buffered events.
  const open = new Map<ServerResponse, () => void>();
  // Long-lived responses would hold a graceful shutdown open. Each stream ends with a short, spread-out
  // retry delay, so its browser reconnects (with its last id) to another instance without a stampede.
  app.addHook('preClose', async () => {
    for (const [res, flush] of open) {
      flush();
      res.end(`retry: ${RECONNECT_MIN_MS + Math.floor(Math.random() * RECONNECT_MIN_MS)}\n\n`);
    }
  });

  route(app, messagingEndpoints.events, {}, async (request, reply) => {
    const userId = request.user.id;
    const since = lastEventId(request.headers['last-event-id']) ?? request.query.since;
    const res = reply.raw;
    // Past the account's cap its oldest stream is told why and closed (its tab stops, and reconnects
    // when it is looked at again); past the address's cap the new one is refused.
    let evict: (() => void) | null = null;
    let evictedEarly = false;
    const release = limits.admit(userId, request.ip, () => (evict ? evict() : (evictedEarly = true)));
    if (!release)
      throw new TooManyRequests('RATE_LIMITED', 'Too many live streams from this address. Try again later.', 60_000);
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');

    // What the stream gets in one turn of the event loop (a message and the unread total it
    // changes) goes out in one write.
    let buffered = '';
    const flush = () => {
      const text = buffered;
      buffered = '';
      if (!text || res.writableEnded) return;
      // NOTE: the chunk goes to the socket as HTTP/1.1 frames it, in one write: the response's own write
      // corks the socket, writes length, text and CRLF as three buffers and uncorks a tick later, on every
      // event of every stream (issue 27). The headers and first chunk went out through the response above.
      const socket = res.socket;
      if (res.chunkedEncoding && socket && !socket.destroyed)
        socket.write(`${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`);
      else res.write(text);
    };
    open.set(res, flush);
    let leave = () => {};
    const write = (text: string) => {
      if (buffered === '') setImmediate(flush);
      buffered += text;
    };

    // Live events wait while a replay is read, so the stream keeps message order.
    let pending: LiveEvent[] | null = [];
    const seen = new Set<number>();
    // Where a replay after a bus outage starts: the last message sent here, or where the stream began.
    let lastId = since;
    // A sign-out, password change or deactivation elsewhere ends this stream at once if it took its
    // session; events that arrive meanwhile wait for the answer.
    const endIfSignedOut = () => {
      const held: LiveEvent[] = pending ?? [];
      pending = held;
      app.guards
        .readSession(request)
        .then((user) => {
          if (!user) return end();
          if (pending !== held) return;
          pending = null;
          for (const event of held) deliver(event);
        })
        .catch(() => end());
    };
    const deliver = (event: LiveEvent) => {
      if (event.type === 'sessions.revoked') return endIfSignedOut();
      if (event.type === 'message.created') {
        if (seen.has(event.message.id)) return;
        seen.add(event.message.id);
        if (seen.size > SEEN_IDS) seen.delete(seen.values().next().value!);
        lastId = event.message.id;
      }
      write(frame(event));
      if (event.type === 'account.changed') endIfSignedOut();
    };
    const unsubscribe = await bus.subscribe(userId, (event, json) => {
      if (json !== undefined) frame(event, json);
      if (pending) pending.push(event);
      else deliver(event);
    });
    const replay = async (first: boolean) => {
      pending ??= [];
      try {
        if (lastId !== undefined) {
          for (const message of await service.messagesSince(userId, lastId))
            deliver({ type: 'message.created', message });
        }
        const [unreadTotal, notificationCount] = await Promise.all([
          service.unreadTotal(userId),
          notificationsUnread?.(userId),
        ]);
        write(frame(first ? { type: 'ready', unreadTotal } : { type: 'unread.total', total: unreadTotal }));
        if (notificationCount !== undefined) write(frame({ type: 'notifications.unread', count: notificationCount }));
      } finally {
        // A replay that overlapped this one may have flushed the queue already.
        const queued = pending ?? [];
        pending = null;
        for (const event of queued) deliver(event);
      }
    };
    // The bus was down: events published meanwhile on other instances never came; the messages are in the database.
    const stopResync = bus.onResync(() => {
      replay(false).catch((error: unknown) => {
        request.log.error(error);
        res.end();
      });
    });
    const close = () => {
      clearInterval(heartbeat);
      stopResync();
      unsubscribe();
      open.delete(res);
      leave();
      release();
    };
    // Nothing queued for a signed-out stream goes out.
    const end = (last?: string) => {
      buffered = '';
      close();
      res.end(last);
    };
    // Each beat also re-reads the session: a stream must not outlive a sign-out elsewhere or a
    // deactivation. Ending it makes the browser reconnect, hear 401, and check who it is.
    const heartbeat = setInterval(() => {
      app.guards
        .readSession(request)
        .then((user) => (user ? write(': ping\n\n') : end()))
        .catch(() => end());
    }, heartbeatMs);
    request.raw.on('close', close);
    evict = () => {
      flush();
      end(`${frame({ type: 'stream.closed', reason: 'too-many-streams' })}retry: ${REPLACED_RETRY_MS}\n\n`);
    };
    if (evictedEarly) return evict();
    // The user counts as having a tab open (no chat push) from here until the stream closes.
    if (presence && !request.raw.destroyed) leave = presence.open(userId);

    try {
      // Read after subscribing: a message committed later comes live, so the baseline skips none.
      const baseline = since === undefined ? await service.latestMessageId(userId) : undefined;
      await replay(true);
      lastId ??= baseline;
    } catch (error) {
      request.log.error(error);
      close();
      res.end();
    }
  });
};
