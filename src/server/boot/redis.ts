import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type Config, redactUrl } from '#server/env';
import { createMemoryBus, createRedisBus, type EventBus } from '#server/events/bus';
import { checkedBus } from '#server/events/checked-bus';
import { startup } from './startup.ts';

/**
 * Connects to Redis when REDIS_URL is set, and opens the event bus over it (in this process otherwise);
 * outside production every published event is checked against its contract.
 */
export async function connectRedis(
  app: FastifyInstance,
  config: Config,
): Promise<{ redis: Redis | null; bus: EventBus }> {
  // Redis down is a degraded mode, not an outage: a command fails at once instead of queueing, and the
  // bus and the rate limits fall back to this process (each logs the switch once).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: 500,
        autoResendUnfulfilledCommands: false,
        // The commands of one turn of the event loop (each request's rate limit, a batch's publish) go
        // to Redis in one write.
        enableAutoPipelining: true,
      })
    : null;
  let bus: EventBus = createMemoryBus();
  if (redis) {
    // An outage is logged once, by the bus and by the rate limits; the last error explains a failed start.
    let lastError: Error | undefined;
    redis.on('error', (error: Error) => (lastError = error));
    bus = await startup(`REDIS_URL: cannot reach Redis at ${redactUrl(config.redisUrl!)}`, async () => {
      try {
        await redis.connect();
        return await createRedisBus(redis, config.redisPrefix, app.log);
      } catch (error) {
        redis.disconnect();
        throw lastError ?? error;
      }
    });
    app.addHook('onClose', async () => {
      await bus.close();
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  if (config.env !== 'production') bus = checkedBus(bus);
  return { redis, bus };
}
