import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerEvent } from '#shared/contracts/messaging';
import type { Guards } from '#server/auth/guards';
import type { MessagingService } from '#server/modules/messaging/messaging.service';
import type { EventBus } from './bus.ts';

type Options = { bus: EventBus; service: MessagingService; guards: Guards; heartbeatMs?: number };

const EventsQuerySchema = z.object({ since: z.coerce.number().int().nonnegative().optional() });

function lastEventId(header: string | string[] | undefined): number | undefined {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

// An event goes to both people of a chat and to each of their tabs: it is serialised once.
const frames = new WeakMap<ServerEvent, string>();
function frame(event: ServerEvent): string {
  let text = frames.get(event);
  if (text === undefined) {
    text = `${event.type === 'message.created' ? `id: ${event.message.id}\n` : ''}data: ${JSON.stringify(event)}\n\n`;
    frames.set(event, text);
  }
  return text;
}

/**
 * GET /api/events: one Server-Sent Events stream per tab. A reconnecting EventSource sends Last-Event-ID
 * (the last message id it saw) and first receives every message of the user's after it.
 */
export const eventRoutes: FastifyPluginAsyncZod<Options> = async (app, { bus, service, guards, heartbeatMs = 25_000 }) => {
  // Each open stream, with what sends out its buffered events.
  const open = new Map<ServerResponse, () => void>();
  // Long-lived responses would hold a graceful shutdown open; the clients reconnect to another instance.
  app.addHook('preClose', async () => {
    for (const [res, flush] of open) {
      flush();
      res.end();
    }
  });

  app.get(
    '/events',
    { onRequest: guards.requireUser, schema: { tags: ['messaging'], querystring: EventsQuerySchema } },
    async (request, reply) => {
      const userId = request.user!.id;
      const since = lastEventId(request.headers['last-event-id']) ?? request.query.since;
      const res = reply.raw;
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
        if (text && !res.writableEnded) res.write(text);
      };
      open.set(res, flush);
      const write = (text: string) => {
        if (buffered === '') setImmediate(flush);
        buffered += text;
      };

      // Live events wait while the replay is read, so the stream keeps message order.
      let pending: ServerEvent[] | null = [];
      const replayed = new Set<number>();
      // A sign-out, password change or deactivation elsewhere ends this stream at once if it took its
      // session; events that arrive meanwhile wait for the answer.
      const endIfSignedOut = () => {
        const held: ServerEvent[] = pending ?? [];
        pending = held;
        guards
          .readSession(request)
          .then((user) => {
            if (!user) return end();
            if (pending !== held) return;
            pending = null;
            for (const event of held) deliver(event);
          })
          .catch(end);
      };
      const deliver = (event: ServerEvent) => {
        if (event.type === 'sessions.revoked') return endIfSignedOut();
        if (event.type === 'message.created' && replayed.has(event.message.id)) return;
        write(frame(event));
        if (event.type === 'account.changed') endIfSignedOut();
      };
      const unsubscribe = await bus.subscribe(userId, (event) => (pending ? pending.push(event) : deliver(event)));
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      };
      // Nothing queued for a signed-out stream goes out.
      const end = () => {
        buffered = '';
        close();
        res.end();
      };
      // Each beat also re-reads the session: a stream must not outlive a sign-out elsewhere or a
      // deactivation. Ending it makes the browser reconnect, hear 401, and check who it is.
      const heartbeat = setInterval(() => {
        guards
          .readSession(request)
          .then((user) => (user ? write(': ping\n\n') : end()))
          .catch(end);
      }, heartbeatMs);
      request.raw.on('close', close);

      try {
        if (since !== undefined) {
          for (const message of await service.messagesSince(userId, since)) {
            replayed.add(message.id);
            write(frame({ type: 'message.created', message }));
          }
        }
        write(frame({ type: 'ready', unreadTotal: await service.unreadTotal(userId) }));
        const queued = pending;
        pending = null;
        for (const event of queued) deliver(event);
      } catch (error) {
        request.log.error(error);
        close();
        res.end();
      }
    },
  );
};
