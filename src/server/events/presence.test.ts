import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createPresence } from './presence.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? '';
if (!redisUrl) console.warn('presence.test.ts: the Redis cases skipped, set TEST_REDIS_URL to run them.');
const prefix = `hola-presence-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
const clients: Redis[] = [];
const connect = () => {
  const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
  clients.push(client);
  return client;
};
afterAll(async () => {
  for (const client of clients) client.disconnect();
});

describe('presence', () => {
  it('without Redis counts this instance’s streams, each tab on its own', async () => {
    const presence = createPresence(null, prefix);
    expect(await presence.isOnline('u1')).toBe(false);
    const firstTab = presence.open('u1');
    const secondTab = presence.open('u1');
    firstTab();
    firstTab();
    expect(await presence.isOnline('u1')).toBe(true);
    secondTab();
    expect(await presence.isOnline('u1')).toBe(false);
    presence.close();
  });

  it.skipIf(!redisUrl)('with Redis, one instance sees a tab open on another, until it closes', async () => {
    const [redisA, redisB] = [connect(), connect()];
    await Promise.all([redisA.connect(), redisB.connect()]);
    const [a, b] = [createPresence(redisA, prefix), createPresence(redisB, prefix)];
    const leave = a.open('u2');
    await expect.poll(() => b.isOnline('u2')).toBe(true);
    leave();
    await expect.poll(() => b.isOnline('u2')).toBe(false);
    a.close();
    b.close();
  });

  it.skipIf(!redisUrl)('while Redis is unreachable, falls back to this instance', async () => {
    const redis = connect();
    await redis.connect();
    const presence = createPresence(redis, prefix);
    redis.disconnect();
    const leave = presence.open('u3');
    expect(await presence.isOnline('u3')).toBe(true);
    leave();
    expect(await presence.isOnline('u3')).toBe(false);
    presence.close();
  });
});
