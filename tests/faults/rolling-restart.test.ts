import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '#server/test/server-process';
import { freshDatabase } from './support/database.ts';
import { HAPROXY, hasHaproxy, startHaproxy } from './support/haproxy.ts';
import { request } from './support/http.ts';
import { liveStream, messagesOf } from './support/stream.ts';
import { signUp, startConversation, type TestUser } from './support/users.ts';

// Two instances on one PostgreSQL + Redis behind HAProxy with deploy/haproxy.cfg; users chat through the
// proxy while one instance, then the other, is restarted with SIGTERM.
const redisUrl = process.env.TEST_REDIS_URL;
const canRun = Boolean(process.env.TEST_DATABASE_URL && redisUrl && hasHaproxy);
if (!canRun) console.info(`skipped: the rolling restart needs TEST_DATABASE_URL, TEST_REDIS_URL and ${HAPROXY}`);

const PAIRS = 4;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let env: Record<string, string>;
const instances: ServerProcess[] = [];
let proxy: Awaited<ReturnType<typeof startHaproxy>>;
const users: TestUser[] = [];
const rooms: string[] = [];
const agent = new http.Agent({ keepAlive: true });

beforeAll(async () => {
  if (!canRun) return;
  database = await freshDatabase();
  env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl!,
    REDIS_PREFIX: `hola-faults-rolling-${process.pid}:`,
    RATE_LIMIT_SCALE: '50',
    AUTH_SECRET: 'rolling-secret-rolling-secret-rolling-00',
  };
  instances.push(await startServerProcess(env), await startServerProcess(env));
  proxy = await startHaproxy([instances[0]!.port, instances[1]!.port]);
  await proxy.until('app2', 'UP');
  // Sign-up mails land in the dev outbox of the instance that sent them: sign up on one directly.
  for (let i = 0; i < PAIRS * 2; i++) users.push(await signUp(agent, instances[0]!.baseUrl, `Rolling${i}`));
  for (let i = 0; i < PAIRS; i++)
    rooms.push(await startConversation(agent, proxy.baseUrl, users[2 * i]!, users[2 * i + 1]!));
}, 120_000);

afterAll(async () => {
  await proxy?.stop();
  for (const instance of instances) await instance.stop();
  await database?.drop();
  agent.destroy();
});

type Sent = { text: string; id: number; attempts: number };

/** A user sending to their partner one message at a time, as a person does; a send without an answer is retried with its clientId. */
function chatter(user: TestUser, room: string, stopped: () => boolean) {
  const sent: Sent[] = [];
  const failures: string[] = [];
  const done = (async () => {
    for (let seq = 0; !stopped(); seq++) {
      const text = `${user.id} #${seq}`;
      const clientId = randomUUID();
      for (let attempt = 1; ; attempt++) {
        const answer = await request(agent, `${proxy.baseUrl}/api/conversations/${room}/messages`, {
          method: 'POST',
          cookie: user.cookie,
          body: { text, clientId },
        }).catch((error: Error) => ({ status: 0, body: error.message }));
        if (answer.status === 201) {
          sent.push({
            text,
            id: (JSON.parse(answer.body) as { message: { id: number } }).message.id,
            attempts: attempt,
          });
          break;
        }
        failures.push(`${answer.status} ${answer.body.slice(0, 80)}`);
        if (attempt === 10) throw new Error(`gave up on ${text}: ${failures.join('; ')}`);
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return { sent, failures, done };
}

async function restart(index: 0 | 1) {
  const name = index === 0 ? 'app1' : 'app2';
  const old = instances[index]!;
  old.kill('SIGTERM');
  const code = await old.exited;
  await old.stop();
  instances[index] = await startServerProcess(env, { port: old.port });
  await proxy.until(name, 'UP');
  return code;
}

describe.skipIf(!canRun)('a rolling restart behind HAProxy', () => {
  it('loses, duplicates and reorders nothing, and every stream resumes', async () => {
    const streams = users.map((user) => liveStream(agent, proxy.baseUrl, user.cookie, { reconnect: true }));
    await Promise.all(streams.map((s) => s.ready));
    let stopped = false;
    const chatters = users.map((user, i) => chatter(user, rooms[Math.floor(i / 2)]!, () => stopped));
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

    await pause(1000);
    const codes = [await restart(0)];
    await pause(1000);
    codes.push(await restart(1));
    await pause(1000);
    stopped = true;
    await Promise.all(chatters.map((c) => c.done));
    expect(codes).toEqual([0, 0]);

    // Every acknowledged message reaches the partner's stream (and the sender's own), once, in order.
    for (let i = 0; i < users.length; i++) {
      const partner = i % 2 === 0 ? i + 1 : i - 1;
      for (const from of [chatters[partner]!, chatters[i]!]) {
        const last = from.sent.at(-1)!.id;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          streams[i]!.until((e) => e.type === 'message.created' && e.message.id === last),
          new Promise(
            (_, reject) =>
              (timer = setTimeout(
                () => reject(new Error(`stream of ${users[i]!.id} never got message ${last}`)),
                15_000,
              )),
          ),
        ]).finally(() => clearTimeout(timer));
      }
    }
    const handle = database.open();
    const rows = await handle.db.selectFrom('messages').select(['id', 'content']).orderBy('id').execute();
    await handle.close();

    const acknowledged = chatters.flatMap((c) => c.sent);
    const retried = acknowledged.filter((s) => s.attempts > 1).length;
    const reconnects = streams.reduce((n, s) => n + s.connections() - 1, 0);
    console.info(
      `rolling restart: ${acknowledged.length} messages acknowledged, ${rows.length} stored, ${retried} after a client retry ` +
        `(${chatters.flatMap((c) => c.failures).join('; ') || 'none'}), ${reconnects} stream reconnects`,
    );
    // 0 duplicated: one row per message, whatever the proxy or the client retried.
    expect(rows.map((r) => r.content).sort()).toEqual(acknowledged.map((s) => s.text).sort());
    for (let i = 0; i < users.length; i++) {
      const partner = i % 2 === 0 ? i + 1 : i - 1;
      // As the app does (it keeps messages by id), a message a replay brings again counts once.
      const delivered = [...new Map(messagesOf(streams[i]!.received).map((m) => [m.id, m])).values()];
      // 0 lost, 0 duplicated, 0 reordered, per sender, on every stream.
      for (const from of [chatters[i]!, chatters[partner]!]) {
        const senderId = users[chatters.indexOf(from)]!.id;
        expect(delivered.filter((m) => m.senderId === senderId).map((m) => m.content)).toEqual(
          from.sent.map((s) => s.text),
        );
      }
      // Both instances went away once each: the stream came back at least once, and is open now.
      expect(streams[i]!.connections()).toBeGreaterThanOrEqual(2);
      expect(streams[i]!.ends.every((e) => e.how === 'end' || e.how === 'refused')).toBe(true);
    }
    for (const stream of streams) stream.close();
  });
});
