import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '#server/test/event-stream';
import { createTestApp, signUpUser } from '#server/test/test-app';
import { STREAMS_PER_ACCOUNT } from './stream-limits.ts';

const PER_ADDRESS = 14;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp({ streamsPerAddress: PER_ADDRESS });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
});

type Stream = Awaited<ReturnType<typeof openEventStream>>;
async function openReady(cookie: string) {
  const stream = await openEventStream(baseUrl, cookie);
  await stream.next((e) => e.type === 'ready');
  return stream;
}
const stillOpen = async (stream: Stream) =>
  (await Promise.race([stream.ended.then(() => false), new Promise((r) => setTimeout(() => r(true), 100))])) as boolean;

describe('live streams per account and per address', () => {
  it(`keeps ${STREAMS_PER_ACCOUNT} streams an account: the next closes the oldest, which is told why`, async () => {
    const user = await signUpUser(ctx.app);
    const streams: Stream[] = [];
    try {
      for (let i = 0; i < STREAMS_PER_ACCOUNT; i++) streams.push(await openReady(user.agent.cookie()));
      for (const stream of streams) expect(await stillOpen(stream)).toBe(true);

      streams.push(await openReady(user.agent.cookie()));
      const closed = await streams[0]!.next((e) => e.type === 'stream.closed');
      expect(closed.event).toEqual({ type: 'stream.closed', reason: 'too-many-streams' });
      await streams[0]!.ended;
      for (const stream of streams.slice(1)) expect(await stillOpen(stream)).toBe(true);

      // Another round: the second oldest goes next, the newest stay.
      streams.push(await openReady(user.agent.cookie()));
      await streams[1]!.next((e) => e.type === 'stream.closed');
      await streams[1]!.ended;
      for (const stream of streams.slice(2)) expect(await stillOpen(stream)).toBe(true);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it(`refuses a stream past ${PER_ADDRESS} from one address, all accounts together, with a 429`, async () => {
    const users = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const streams: Stream[] = [];
    try {
      for (let i = 0; i < PER_ADDRESS; i++) streams.push(await openReady(users[i % 2]!.agent.cookie()));
      const refused = await fetch(`${baseUrl}/api/events`, { headers: { cookie: users[0]!.agent.cookie() } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      for (const stream of streams) expect(await stillOpen(stream)).toBe(true);

      // A place frees when a stream closes.
      streams.shift()!.close();
      await new Promise((r) => setTimeout(r, 100));
      streams.push(await openReady(users[1]!.agent.cookie()));
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('opening 200 streams with one cookie leaves the account 10', async () => {
    const user = await signUpUser(ctx.app);
    const streams: Stream[] = [];
    try {
      // Opened one after another so the address cap (14 here) is never reached: closed ones free their place.
      for (let i = 0; i < 200; i++) {
        const stream = await openEventStream(baseUrl, user.agent.cookie());
        streams.push(stream);
        await stream.next((e) => e.type === 'ready' || e.type === 'stream.closed');
      }
      await Promise.all(streams.slice(0, -STREAMS_PER_ACCOUNT).map((s) => s.ended));
      for (const stream of streams.slice(-STREAMS_PER_ACCOUNT)) expect(await stillOpen(stream)).toBe(true);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
