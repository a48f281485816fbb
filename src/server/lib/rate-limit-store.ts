import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type StoreCtor<A extends unknown[]> = new (...args: A) => FastifyRateLimitStore;
type Child = Parameters<FastifyRateLimitStore['child']>[0];

// The plugin's own stores: the Redis one (one Lua call) and the in-memory LRU one.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreCtor<
  [boolean | undefined, boolean | undefined, Redis, string]
>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreCtor<
  [boolean | undefined, boolean | undefined, number | undefined]
>;

/**
 * Counts in Redis, shared by every instance; while Redis cannot answer, in this process's memory, so
 * sign-in and writes are still limited (per instance) instead of failing. `onFallback` hears each switch.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  nameSpace: string,
  onFallback: (usingMemory: boolean) => void,
): FastifyRateLimitStoreCtor {
  let usingMemory = false;
  const use = (memory: boolean) => {
    if (memory === usingMemory) return;
    usingMemory = memory;
    onFallback(memory);
  };

  const make = (shared: FastifyRateLimitStore, own: FastifyRateLimitStore): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow, max) {
      if (redis.status !== 'ready') {
        use(true);
        return own.incr(key, callback, timeWindow, max);
      }
      shared.incr(
        key,
        (error, result) => {
          if (!error) {
            use(false);
            return callback(null, result);
          }
          use(true);
          own.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    },
    child: (routeOptions: Child) => make(shared.child(routeOptions), own.child(routeOptions)),
  });

  // The plugin builds one store per route through child(), which carries the route's own options.
  return class {
    constructor() {
      return make(new RedisStore(false, false, redis, nameSpace), new LocalStore(false, false, undefined));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
