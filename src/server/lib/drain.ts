import type { FastifyInstance } from 'fastify';
import { ERROR_STATUS, type ErrorResponse } from '#shared/contracts/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful shutdown: refuses new requests, finishes those in flight, ends live streams, then closes. */
    drain: () => Promise<void>;
  }
}

// Sent as text: a route's response schema (the health check's) does not describe it.
const UNAVAILABLE = JSON.stringify({
  error: { code: 'UNAVAILABLE', message: 'This server is restarting. Try again in a moment.' },
} satisfies ErrorResponse);

/**
 * While draining, every new request is answered 503 with `Connection: close` (the load balancer's health
 * check hears it too) and every response closes its connection, so no keep-alive socket holds the close.
 */
export function addDrain(app: FastifyInstance, { sweepMs = 100 }: { sweepMs?: number } = {}) {
  let draining = false;
  // Connections and requests seen: the drain waits for a quiet moment before it closes idle sockets.
  let activity = 0;
  app.server.on('connection', () => (activity += 1));
  // Hooks of every request take a callback: an async one costs a promise and a microtask turn each time.
  app.addHook('onRequest', (_request, reply, done) => {
    activity += 1;
    if (!draining) return done();
    // Answered here: the request goes no further (a callback hook that sends does not call done).
    void reply
      .code(ERROR_STATUS.UNAVAILABLE)
      .header('connection', 'close')
      .header('retry-after', '1')
      .type('application/json; charset=utf-8')
      .send(UNAVAILABLE);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.decorate('drain', async () => {
    if (draining) return;
    draining = true;
    // Connections waiting to be accepted and requests waiting in socket buffers are taken in, and
    // answered, before the listener and the idle sockets close: two turns of the event loop without a
    // new one (at most 100 turns, for clients that keep coming).
    for (let turn = 0, quiet = 0, seen = activity; quiet < 2 && turn < 100; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
      quiet = activity === seen ? quiet + 1 : 0;
      seen = activity;
    }
    // Sockets whose response left just before the drain began turn idle later; they are closed as they do.
    const sweep = setInterval(() => app.server.closeIdleConnections(), sweepMs);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
  });
}
