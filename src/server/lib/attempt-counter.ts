import type { Redis } from 'ioredis';

export type Count = { count: number; resetInMs: number };

/** Counts events per key in fixed windows: in Redis, shared by every instance, or in this process. */
export interface AttemptCounter {
  hit(key: string, windowMs: number): Promise<Count>;
  peek(key: string): Promise<Count>;
  clear(key: string): Promise<void>;
}

const NONE: Count = { count: 0, resetInMs: 0 };

export function createMemoryCounter(): AttemptCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= Date.now()) windows.delete(key);
    return entry && entry.resetAt > Date.now() ? entry : null;
  };
  // Expired windows are dropped now and then, so keys nobody asks about again do not pile up.
  const sweep = setInterval(() => {
    for (const key of windows.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - Date.now() };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - Date.now() } : NONE;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

// One round trip, and the window starts with the first hit only.
const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

export function createRedisCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetInMs: Math.max(0, ttl) };
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      return count === null || ttl <= 0 ? NONE : { count: Number(count), resetInMs: ttl };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Redis down is a degraded mode (docs/reliability.md): while it fails, attempts count in this process,
 * and each switch is logged once, like the rate limits' store.
 */
export function withMemoryFallback(
  primary: AttemptCounter,
  log: { warn(msg: string): void; info(msg: string): void },
  what = 'sign-in attempt counters',
): AttemptCounter {
  const memory = createMemoryCounter();
  let down = false;
  const run = async <T>(op: (counter: AttemptCounter) => Promise<T>): Promise<T> => {
    try {
      const result = await op(primary);
      if (down) {
        down = false;
        log.info(`${what}: Redis is back`);
      }
      return result;
    } catch {
      if (!down) {
        down = true;
        log.warn(`${what}: Redis unreachable, counting in this process`);
      }
      return op(memory);
    }
  };
  return {
    hit: (key, windowMs) => run((c) => c.hit(key, windowMs)),
    peek: (key) => run((c) => c.peek(key)),
    clear: (key) => run((c) => c.clear(key)),
  };
}
