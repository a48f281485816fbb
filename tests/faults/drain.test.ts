import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '#server/test/server-process';
import { freshDatabase } from './support/database.ts';
import { type Answer, request } from './support/http.ts';
import { liveStream } from './support/stream.ts';
import { PASSWORD, signUp, startConversation, type TestUser } from './support/users.ts';

// SIGTERM with 50 live streams, 16 sign-ins and 60 sends in flight from a client that keeps its sockets alive.
let database: Awaited<ReturnType<typeof freshDatabase>>;
let server: ServerProcess;
const users: TestUser[] = [];
const rooms: string[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  const redisUrl = process.env.TEST_REDIS_URL;
  server = await startServerProcess(
    {
      DATABASE_URL: database.url,
      RATE_LIMIT_SCALE: '100',
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `hola-faults-drain-${process.pid}:` } : {}),
    },
    { capture: true },
  );
  const setup = new http.Agent({ keepAlive: true });
  for (let i = 0; i < 10; i++) users.push(await signUp(setup, server.baseUrl, `Drain${i}`));
  for (let i = 0; i < 10; i += 2) rooms.push(await startConversation(setup, server.baseUrl, users[i]!, users[i + 1]!));
  setup.destroy();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe('SIGTERM', () => {
  it('answers every request in flight, ends every stream with a reconnect hint, and exits 0', async () => {
    const agent = new http.Agent({ keepAlive: true });
    // Idle keep-alive sockets, as a browser or a proxy holds them: they must not hold the shutdown.
    await Promise.all(Array.from({ length: 20 }, () => request(agent, `${server.baseUrl}/api/health`)));
    const streams = users.flatMap((user) =>
      Array.from({ length: 5 }, () => liveStream(agent, server.baseUrl, user.cookie)),
    );
    await Promise.all(streams.map((s) => s.ready));

    let unwritten = 16 + 60;
    let signalledAt = 0;
    const written = () => {
      unwritten -= 1;
      if (unwritten === 0) {
        signalledAt = performance.now();
        server.kill('SIGTERM');
      }
    };
    const signIns = Array.from({ length: 16 }, (_, i) =>
      request(agent, `${server.baseUrl}/api/auth/sign-in`, {
        method: 'POST',
        body: { email: users[i % 10]!.email, password: PASSWORD },
        onWritten: written,
      }),
    );
    const sends = Array.from({ length: 60 }, (_, i) => {
      const sender = users[i % 10]!;
      return request(agent, `${server.baseUrl}/api/conversations/${rooms[Math.floor((i % 10) / 2)]}/messages`, {
        method: 'POST',
        cookie: sender.cookie,
        body: { text: `in flight ${i}` },
        onWritten: written,
      });
    });

    const [signInResults, sendResults] = await Promise.all([Promise.allSettled(signIns), Promise.allSettled(sends)]);
    const code = await server.exited;
    const drainMs = performance.now() - signalledAt;
    const answers = (results: PromiseSettledResult<Answer>[]) =>
      results.map((r) => (r.status === 'fulfilled' ? r.value : { status: 0, headers: {}, body: String(r.reason) }));
    const signInAnswers = answers(signInResults);
    const sendAnswers = answers(sendResults);
    console.info(
      `drain: exit ${code} after ${drainMs.toFixed(0)} ms; sign-ins ${signInAnswers.map((a) => a.status).join(',')}; sends ${sendAnswers.map((a) => a.status).join(',')}`,
    );

    expect(code).toBe(0);
    // No reset: a request was either finished or refused before anything was done, with Connection: close.
    for (const answer of [...signInAnswers, ...sendAnswers]) {
      if (answer.status === 503) expect(answer.headers.connection).toBe('close');
      else expect([200, 201], answer.body).toContain(answer.status);
    }
    const handle = database.open();
    try {
      const stored = await handle.db.selectFrom('messages').select(['id', 'content']).execute();
      const acknowledged = sendAnswers
        .filter((a) => a.status === 201)
        .map((a) => (JSON.parse(a.body) as { message: { id: number } }).message.id);
      expect(stored.map((m) => Number(m.id)).sort((a, b) => a - b)).toEqual(acknowledged.sort((a, b) => a - b));
    } finally {
      await handle.close();
    }
    for (const stream of streams) {
      expect(stream.ends).toEqual([{ how: 'end', tail: expect.stringMatching(/retry: \d+\n\n$/) }]);
    }
    await expect(request(agent, `${server.baseUrl}/api/health`)).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  }, 60_000);
});
