import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

const STREAM_ROUTE = '/api/events';
const SEND_ROUTE = '/api/conversations/:conversationId/messages';

/** The route pattern a request matched (never its raw URL, whose ids would make a series each). */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * Request rate and latency by route and status, the live streams open on this instance, and the sends
 * it stored. Hooks on the root instance, so every route has them.
 */
export function addHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'hola_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'hola_http_request_duration_seconds',
    help: 'Time from a request to its response, by method and route pattern (live streams excluded)',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const sends = new Counter({
    name: 'hola_messages_sent_total',
    help: 'Chat messages stored (POST …/messages answered 201)',
    registers: [registry],
  });
  // A stream counts once its 200 has gone out, until its connection closes.
  const streams = new Set<FastifyReply['raw']>();
  new Gauge({
    name: 'hola_live_streams',
    help: 'Live event streams (GET /api/events) open on this instance',
    registers: [registry],
    collect() {
      let open = 0;
      for (const res of streams) if (res.headersSent && res.statusCode === 200) open += 1;
      this.set(open);
    },
  });

  const started = new WeakMap<FastifyRequest, bigint>();
  // Callback hooks: an async one costs a promise and a microtask turn on every request.
  app.addHook('onRequest', (request, reply, done) => {
    started.set(request, process.hrtime.bigint());
    if (routeOf(request) === STREAM_ROUTE) {
      // The stream's reply is hijacked (no onResponse): it is counted when it closes.
      streams.add(reply.raw);
      reply.raw.once('close', () => {
        streams.delete(reply.raw);
        requests.inc({ method: request.method, route: STREAM_ROUTE, status: String(reply.raw.statusCode) });
      });
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    done();
    const route = routeOf(request);
    if (route === STREAM_ROUTE) return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    const start = started.get(request);
    if (start !== undefined)
      duration.observe({ method: request.method, route }, Number(process.hrtime.bigint() - start) / 1e9);
    if (route === SEND_ROUTE && request.method === 'POST' && reply.statusCode === 201) sends.inc();
  });
}
