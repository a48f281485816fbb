import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** How long an instance's word that a user has a tab open holds without being renewed. */
const TTL_MS = 60_000;
const RENEW_MS = 20_000;

export interface Presence {
  /** Marks an open live stream of the user; the returned function marks it closed. */
  open(userId: string): () => void;
  /** Whether the user has a tab open on any instance (on this one only while Redis is down). */
  isOnline(userId: string): Promise<boolean>;
  close(): void;
}

/**
 * Who has a tab open, for "a chat push only when no tab is open". Each instance counts its own streams;
 * with Redis it also keeps, per user, a sorted set of instances with an expiry, renewed while the streams
 * last, so a crashed instance's word runs out by itself.
 */
export function createPresence(redis: Redis | null, prefix: string): Presence {
  const local = new Map<string, number>();
  const instance = randomUUID();
  const key = (userId: string) => `${prefix}presence:${userId}`;
  const announce = (userId: string) => {
    if (!redis) return;
    const k = key(userId);
    redis
      .multi()
      .zadd(k, Date.now() + TTL_MS, instance)
      .pexpire(k, TTL_MS)
      .exec()
      .catch(() => {});
  };
  const renew = redis ? setInterval(() => local.forEach((_count, userId) => announce(userId)), RENEW_MS) : undefined;
  renew?.unref();

  return {
    open(userId) {
      local.set(userId, (local.get(userId) ?? 0) + 1);
      announce(userId);
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        const count = (local.get(userId) ?? 1) - 1;
        if (count > 0) {
          local.set(userId, count);
          return;
        }
        local.delete(userId);
        redis?.zrem(key(userId), instance).catch(() => {});
      };
    },
    async isOnline(userId) {
      if (local.has(userId)) return true;
      if (!redis) return false;
      try {
        return (await redis.zcount(key(userId), Date.now(), '+inf')) > 0;
      } catch {
        return false;
      }
    },
    close() {
      clearInterval(renew);
    },
  };
}
