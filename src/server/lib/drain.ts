import type { FastifyInstance } from 'fastify';
import type { ErrorResponse } from '#shared/contracts/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful shutdown: refuses new requests, finishes those in flight, ends live streams, then closes. */
    drain: () => Promise<void>;
  }
}

// Sent as text: a route's response schema (the health check's) does not describe it.
const UNAVAILABLE = JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'This server is restarting. Try again in a moment.' } } satisfies ErrorResponse);

/**
 * While draining, every new request is answered 503 with `Connection: close` (the load balancer's health
 * check hears it too) and every response closes its connection, so no keep-alive socket holds the close.
 */
export function addDrain(app: FastifyInstance, { sweepMs = 100 }: { sweepMs?: number } = {}) {
  let draining = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) return reply.code(503).header('connection', 'close').header('retry-after', '1').type('application/json; charset=utf-8').send(UNAVAILABLE);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  app.decorate('drain', async () => {
    if (draining) return;
    draining = true;
    // Two turns first: requests already waiting in socket buffers are read, and answered, before idle sockets go.
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
    // Sockets whose response left just before the drain began turn idle later; they are closed as they do.
    const sweep = setInterval(() => app.server.closeIdleConnections(), sweepMs);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
  });
}
