import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '#shared/contracts/events';
import type { Message } from '#shared/contracts/messaging';
import { createRedisBus, type EventBus } from './bus.ts';

// Two instances' buses on one Redis, with a key prefix of their own.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
if (!redisUrl) console.warn('bus.test.ts skipped: set TEST_REDIS_URL to run it.');
const prefix = `hola_bus_${process.pid}_${Math.random().toString(36).slice(2, 8)}:`;
const warnings: string[] = [];
const log = { warn: (_obj: object, msg: string) => void warnings.push(msg), info: () => {} };

let connections: Redis[] = [];
let one: EventBus;
let two: EventBus;
beforeAll(async () => {
  if (!redisUrl) return;
  connections = [new Redis(redisUrl, { lazyConnect: true }), new Redis(redisUrl, { lazyConnect: true })];
  await Promise.all(connections.map((c) => c.connect()));
  one = await createRedisBus(connections[0]!, prefix, log);
  two = await createRedisBus(connections[1]!, prefix, log);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await Promise.all(connections.map((c) => c.quit()));
});

const message = (id: number, text: string): Message => ({
  id,
  conversationId: 'c1',
  senderId: 'ana',
  receiverId: 'bo',
  content: text,
  createdAt: '2026-11-25T00:00:00.000Z',
  isRead: false,
  deleted: false,
  reportedByMe: false,
});

describe.skipIf(!redisUrl)('Redis event bus', () => {
  it('delivers a batch in one publish to the users on each instance, in order, whatever the text holds', async () => {
    const got = { ana: [] as [LiveEvent, string | undefined][], bo: [] as [LiveEvent, string | undefined][] };
    const stopAna = await one.subscribe('ana', (event, json) => got.ana.push([event, json]));
    const stopBo = await two.subscribe('bo', (event, json) => got.bo.push([event, json]));
    const tricky = 'tab\there, new\nline, comma, "quotes" and 한국어';
    const events: LiveEvent[] = [
      { type: 'message.created', message: message(1, tricky) },
      { type: 'unread.total', total: 3 },
      { type: 'message.created', message: message(2, 'second') },
    ];
    await one.publishAll([
      { userIds: ['ana', 'bo', 'ana'], event: events[0]! },
      { userIds: ['bo'], event: events[1]! },
      { userIds: ['nobody-here'], event: { type: 'account.changed' } },
      { userIds: ['ana', 'bo'], event: events[2]! },
    ]);
    await expect.poll(() => got.bo.length).toBe(3);
    await expect.poll(() => got.ana.length).toBe(2);
    expect(got.bo.map(([event]) => event)).toEqual(events);
    expect(got.ana.map(([event]) => event)).toEqual([events[0], events[2]]);
    // Each stream writes the JSON as it came, without serialising the event again.
    expect(got.bo.map(([, json]) => JSON.parse(json!))).toEqual(events);

    stopBo();
    await one.publish(['bo', 'ana'], { type: 'sessions.revoked' });
    await expect.poll(() => got.ana.length).toBe(3);
    expect(got.bo).toHaveLength(3);
    stopAna();
  });

  it('skips a line it cannot read, logging it, and still delivers the lines around it', async () => {
    const got: LiveEvent[] = [];
    const stop = await two.subscribe('carmen', (event) => got.push(event));
    const raw = [
      'carmen\t{"type":"unread.total","total":1}',
      'carmen\t{not json',
      'carmen without a tab',
      'carmen\t{"type":"unread.total","total":2}',
    ];
    await connections[0]!.publish(`${prefix}events`, raw.join('\n'));
    await expect.poll(() => got.length).toBe(2);
    expect(got).toEqual([
      { type: 'unread.total', total: 1 },
      { type: 'unread.total', total: 2 },
    ]);
    expect(warnings).toContain('event bus: unreadable event');
    stop();
  });

  it('makes every instance replay when a publish could not get through while its subscriber was back', async () => {
    let replays = 0;
    const stopResync = two.onResync(() => replays++);
    const got: LiveEvent[] = [];
    const stop = await one.subscribe('dana', (event) => got.push(event));
    // Instance one's publisher reconnects later than its subscriber (each has its own backoff).
    connections[0]!.disconnect();
    await one.publish(['dana', 'eli'], { type: 'unread.total', total: 7 });
    expect(got).toEqual([{ type: 'unread.total', total: 7 }]);
    expect(replays).toBe(0);
    await connections[0]!.connect();
    await expect.poll(() => replays).toBe(1);
    await one.publish(['dana'], { type: 'unread.total', total: 8 });
    await expect.poll(() => got.length).toBe(2);
    expect(replays).toBe(1);
    stopResync();
    stop();
  });
});
