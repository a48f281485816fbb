import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Health } from '#shared/contracts/system';
import { type ServerProcess, startServerProcess } from '#server/test/server-process';
import { freshDatabase } from './support/database.ts';
import { request } from './support/http.ts';
import { hasRedisServer, REDIS_SERVER, startRedisServer } from './support/redis-server.ts';
import { liveStream, messagesOf } from './support/stream.ts';
import { PASSWORD, signUp, startConversation, type TestUser } from './support/users.ts';

// Redis killed under a running deployment, then started again. With TEST_DATABASE_URL a second instance
// shares the database, so a stream there depends on Redis for what instance one writes.
if (!hasRedisServer)
  console.info(`skipped: Redis fault tests need ${REDIS_SERVER} (Debian's redis-server; REDIS_SERVER overrides)`);

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let one: ServerProcess;
let two: ServerProcess | undefined;
let ana: TestUser;
let bo: TestUser;
let room: string;
const agent = new http.Agent({ keepAlive: true });

beforeAll(async () => {
  if (!hasRedisServer) return;
  redis = await startRedisServer();
  database = await freshDatabase();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'hola-faults:',
    RATE_LIMIT_SCALE: '1',
    AUTH_SECRET: 'faults-secret-faults-secret-faults-0000',
  };
  one = await startServerProcess({ ...env, LOG_LEVEL: 'info' }, { capture: true });
  if (process.env.TEST_DATABASE_URL) two = await startServerProcess(env);
  ana = await signUp(agent, one.baseUrl, 'RedisAna');
  bo = await signUp(agent, one.baseUrl, 'RedisBo');
  room = await startConversation(agent, one.baseUrl, ana, bo);
}, 90_000);

afterAll(async () => {
  await one?.stop();
  await two?.stop();
  await redis?.stop();
  await database?.drop();
  agent.destroy();
});

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

async function health(server: ServerProcess, until: (h: Health) => boolean): Promise<[number, Health]> {
  for (let i = 0; ; i++) {
    const res = await request(agent, `${server.baseUrl}/api/health`);
    const body = JSON.parse(res.body) as Health;
    if (until(body) || i > 200) return [res.status, body];
    await new Promise((r) => setTimeout(r, 100));
  }
}

const send = (text: string) =>
  request(agent, `${one.baseUrl}/api/conversations/${room}/messages`, {
    method: 'POST',
    cookie: ana.cookie,
    body: { text },
  });
const idOf = (body: string) => (JSON.parse(body) as { message: { id: number } }).message.id;

describe.skipIf(!hasRedisServer)('Redis down', () => {
  it('keeps serving from the process, reports redis: down, and loses no message from an open stream when Redis is back', async () => {
    const streams = [
      liveStream(agent, one.baseUrl, bo.cookie, { reconnect: true }),
      ...(two ? [liveStream(agent, two.baseUrl, bo.cookie, { reconnect: true })] : []),
    ];
    await Promise.all(streams.map((s) => s.ready));
    const before = idOf((await send('before the outage')).body);
    await Promise.all(streams.map((s) => s.until((e) => e.type === 'message.created' && e.message.id === before)));

    await redis.kill();
    const [status, down] = await health(one, (h) => h.redis === 'down');
    expect(status).toBe(200);
    expect(down).toMatchObject({ status: 'degraded', database: 'ok', redis: 'down' });

    // Every write answers at once, and a stream on the same instance still hears it.
    const [during, sendMs] = await timed(() => send('while Redis is down'));
    expect(during.status, during.body).toBe(201);
    const duringId = idOf(during.body);
    await streams[0]!.until((e) => e.type === 'message.created' && e.message.id === duringId);
    const [signIn, signInMs] = await timed(() =>
      request(agent, `${one.baseUrl}/api/auth/sign-in`, {
        method: 'POST',
        body: { email: ana.email, password: PASSWORD },
      }),
    );
    expect(signIn.status, signIn.body).toBe(200);
    const doomed = idOf((await send('to be deleted')).body);
    const [deleted, deleteMs] = await timed(() =>
      request(agent, `${one.baseUrl}/api/messages/${doomed}`, { method: 'DELETE', cookie: ana.cookie }),
    );
    expect(deleted.status, deleted.body).toBe(204);
    const [reported, reportMs] = await timed(() =>
      request(agent, `${one.baseUrl}/api/messages/${duringId}/report`, {
        method: 'POST',
        cookie: bo.cookie,
        body: { reason: '광고/스팸' },
      }),
    );
    expect(reported.status, reported.body).toBe(201);
    const [posted, postMs] = await timed(() =>
      request(agent, `${one.baseUrl}/api/posts`, {
        method: 'POST',
        cookie: ana.cookie,
        body: { boardId: 'free', title: 'Redis is down', body: 'Still posting.' },
      }),
    );
    expect(posted.status, posted.body).toBe(201);
    console.info(
      `Redis down: send ${sendMs.toFixed(0)} ms, sign-in ${signInMs.toFixed(0)} ms, delete ${deleteMs.toFixed(0)} ms, report ${reportMs.toFixed(0)} ms, post ${postMs.toFixed(0)} ms`,
    );
    // Not the 10–15 s of a command queued for Redis; a second on an idle machine, with room for a busy one.
    for (const ms of [sendMs, signInMs, deleteMs, reportMs, postMs]) expect(ms).toBeLessThan(3000);

    // Sign-in is still limited (10 in 5 minutes per address), now counted in this process.
    const attempts: number[] = [];
    for (let i = 0; i < 11 && !attempts.includes(429); i++) {
      attempts.push(
        (
          await request(agent, `${one.baseUrl}/api/auth/sign-in`, {
            method: 'POST',
            body: { email: bo.email, password: 'wrong password' },
          })
        ).status,
      );
    }
    expect(attempts.at(-1)).toBe(429);
    const log = one.output();
    expect(log.match(/rate limits: Redis unreachable/g)).toHaveLength(1);
    expect(log.match(/event bus: Redis unreachable/g)).toHaveLength(1);

    // About a second after Redis is back, before every instance has subscribed again.
    await redis.restart();
    await new Promise((r) => setTimeout(r, 1000));
    const after = await send('just after Redis is back');
    expect(after.status, after.body).toBe(201);
    const afterId = idOf(after.body);
    for (const stream of streams) {
      await stream.until((e) => e.type === 'message.created' && e.message.id === afterId);
      const ids = messagesOf(stream.received).map((m) => m.id);
      expect(ids).toEqual([before, duringId, doomed, afterId]);
    }
    expect((await health(one, (h) => h.redis === 'ok'))[1]).toMatchObject({ status: 'ok', redis: 'ok' });
    expect((await send('counted in Redis again')).status).toBe(201);
    expect(one.output().match(/rate limits: counting in Redis again/g)).toHaveLength(1);
  });
});
