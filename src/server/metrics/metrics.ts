import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { AppError } from '#server/lib/errors';
import { metricsAllowed } from './allow-list.ts';
import { addHttpMetrics } from './http-metrics.ts';

/** This instance's metrics (decision record 030): Node's own (event-loop delay, memory, CPU, GC) and ours. */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

type Options = {
  /** METRICS_ALLOW: addresses and CIDR ranges besides loopback. */
  allow: string[];
  /** Whether TRUST_PROXY names a proxy (then request.ip is the address it forwarded for). */
  trustsProxy: boolean;
  /** Redis and the event bus over it, when REDIS_URL is set. */
  redis?: { ready: () => boolean; busLive: () => boolean };
};

/**
 * GET /metrics in Prometheus's text format, to loopback and METRICS_ALLOW only; anyone else gets 404.
 * Adds the request hooks, so it is called before the routes are registered.
 */
export function addMetrics(app: FastifyInstance, registry: Registry, { allow, trustsProxy, redis }: Options): void {
  addHttpMetrics(app, registry);
  if (redis) {
    new Gauge({
      name: 'hola_redis_up',
      help: '1 while this instance is connected to Redis; 0 in the degraded mode (bus and rate limits in-process)',
      registers: [registry],
      collect() {
        this.set(redis.ready() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'hola_event_bus_live',
      help: '1 while live events reach the other instances through Redis',
      registers: [registry],
      collect() {
        this.set(redis.busLive() ? 1 : 0);
      },
    });
  }
  const allowed = metricsAllowed(allow, trustsProxy);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request)) throw new AppError('NOT_FOUND', 'Not found.');
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
  app.addHook('onClose', async () => registry.clear());
}
