import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createWindowCounter } from './window-counter.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? '';
if (!redisUrl) console.warn('window-counter.test.ts: the Redis cases skipped, set TEST_REDIS_URL to run them.');
const prefix = `hola-window-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
const clients: Redis[] = [];
const connect = async () => {
  const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
  clients.push(client);
  await client.connect();
  return client;
};
afterAll(async () => {
  if (clients[0]) {
    const keys = await clients[0].keys(`${prefix}*`);
    if (keys.length > 0) await clients[0].del(...keys);
  }
  for (const client of clients) client.disconnect();
});

const counts = (counted: { count: number }[]) => counted.map((c) => c.count);

describe('window counter', () => {
  it('in memory: counts every key of a call, a repeated key twice, and starts a new window when one ends', async () => {
    const count = createWindowCounter(null, prefix, 200);
    expect(counts(await count(['a', 'b', 'a']))).toEqual([1, 1, 2]);
    const [a] = await count(['a']);
    expect(a).toMatchObject({ count: 3 });
    expect(a!.ttlMs).toBeGreaterThan(0);
    expect(a!.ttlMs).toBeLessThanOrEqual(200);
    await sleep(250);
    expect(counts(await count(['a', 'b']))).toEqual([1, 1]);
  });

  it('counts in memory while Redis cannot answer', async () => {
    const down = new Redis('redis://127.0.0.1:9', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const count = createWindowCounter(down, prefix, 60_000);
    expect(counts(await count(['x', 'x']))).toEqual([1, 2]);
    expect(counts(await count(['x']))).toEqual([3]);
    expect(down.status).toBe('wait');
    down.disconnect();
  });

  it.skipIf(!redisUrl)('in Redis: one count shared by every instance, each key with its window', async () => {
    const [one, two] = [await connect(), await connect()];
    const [countOne, countTwo] = [createWindowCounter(one, prefix, 300), createWindowCounter(two, prefix, 300)];
    expect(counts(await countOne(['u1', 'u2', 'u1']))).toEqual([1, 1, 2]);
    const [u1] = await countTwo(['u1']);
    expect(u1!.count).toBe(3);
    expect(u1!.ttlMs).toBeGreaterThan(0);
    expect(u1!.ttlMs).toBeLessThanOrEqual(300);
    expect(await one.pttl(`${prefix}u2`)).toBeGreaterThan(0);
    await sleep(350);
    expect(counts(await countTwo(['u1']))).toEqual([1]);
  });

  it.skipIf(!redisUrl)('counts in memory when Redis answers a call with an error', async () => {
    const redis = await connect();
    // INCR refuses a key that holds text: the script fails, the counter still answers.
    await redis.set(`${prefix}garbled`, 'not a number');
    const count = createWindowCounter(redis, prefix, 60_000);
    expect(counts(await count(['garbled', 'garbled']))).toEqual([1, 2]);
    expect(await redis.get(`${prefix}garbled`)).toBe('not a number');
  });

  it.skipIf(!redisUrl)('gives a key left without an expiry one, so it cannot count forever', async () => {
    const redis = await connect();
    await redis.set(`${prefix}stuck`, '41');
    const [stuck] = await createWindowCounter(redis, prefix, 5_000)(['stuck']);
    expect(stuck).toEqual({ count: 42, ttlMs: 5_000 });
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });
});
