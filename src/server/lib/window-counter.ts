import type { Redis } from 'ioredis';

/** A key's count in its current window, and the milliseconds left of that window. */
export type Counted = { count: number; ttlMs: number };
/** Counts each key once (a key given twice counts twice), all in one call. */
export type WindowCounter = (keys: readonly string[]) => Promise<Counted[]>;

// Every key of a call in one script: its count goes up, and the count that opens a window sets its expiry
// (in the same script, so no key is ever left without one).
const COUNT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if count == 1 or ttl < 0 then
    ttl = tonumber(ARGV[1])
    redis.call('PEXPIRE', key, ttl)
  end
  out[2 * i - 1] = count
  out[2 * i] = ttl
end
return out`;

type WithCountScript = Redis & {
  holaCountWindows: (keyCount: number, ...args: (string | number)[]) => Promise<number[]>;
};

/**
 * Fixed windows of `windowMs` per key, counted in Redis when it answers (shared by every instance, one
 * command for all the keys of a call), else in this process's memory, as the rate limits' store falls back
 * (lib/rate-limit-store.ts, which logs the switch).
 */
export function createWindowCounter(redis: Redis | null, prefix: string, windowMs: number): WindowCounter {
  const memory = memoryCounter(windowMs);
  if (!redis) return memory;
  if (!('holaCountWindows' in redis)) redis.defineCommand('holaCountWindows', { lua: COUNT_SCRIPT });
  const shared = redis as WithCountScript;
  return async (keys) => {
    if (keys.length === 0) return [];
    if (redis.status !== 'ready') return memory(keys);
    let reply: number[];
    try {
      reply = await shared.holaCountWindows(keys.length, ...keys.map((key) => prefix + key), windowMs);
    } catch {
      return memory(keys);
    }
    return keys.map((_, i) => ({ count: reply[2 * i]!, ttlMs: reply[2 * i + 1]! }));
  };
}

function memoryCounter(windowMs: number): WindowCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweepAt = 0;
  return async (keys) => {
    const now = Date.now();
    if (now >= sweepAt) {
      for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
      sweepAt = now + windowMs;
    }
    return keys.map((key) => {
      let window = windows.get(key);
      if (!window || window.endsAt <= now) windows.set(key, (window = { count: 0, endsAt: now + windowMs }));
      window.count += 1;
      return { count: window.count, ttlMs: window.endsAt - now };
    });
  };
}
