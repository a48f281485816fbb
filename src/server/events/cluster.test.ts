import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '#server/test/event-stream';
import { type ServerProcess, startServerProcess } from '#server/test/server-process';

// Two instances behind one PostgreSQL and one Redis, as a scaled-out deployment runs them.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const missing = [adminUrl ? '' : 'TEST_DATABASE_URL', redisUrl ? '' : 'TEST_REDIS_URL'].filter(Boolean).join(' and ');
if (missing) console.warn(`cluster.test.ts skipped: set ${missing} to run it.`);
const dbName = `hola_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

let env: Record<string, string>;
let one: ServerProcess;
let two: ServerProcess | undefined;

/** Signs up and verifies through one instance; returns the user's id and cookie. */
async function signUp(server: ServerProcess, nickname: string) {
  const email = `${nickname.toLowerCase()}@cluster.example.com`;
  const res = await fetch(`${server.baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', nickname, acceptTerms: true }),
  });
  expect(res.status).toBe(202);
  // The mail is counted against its recipient's hourly cap in Redis first: it reaches the outbox a round
  // trip after the answer (as the unit and fault suites' sign-up helpers, this waits for it).
  let link: string | null | undefined;
  for (const deadline = Date.now() + 5000; !link && Date.now() < deadline; await new Promise((r) => setTimeout(r, 20)))
    link = (await server.outbox()).find((m) => m.to === email && m.link)?.link;
  if (!link) throw new Error(`no verification mail to ${email} within 5 s`);
  const token = new URL(link).searchParams.get('token');
  const verify = await fetch(`${server.baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(verify.status).toBe(204);
  const signIn = await fetch(`${server.baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: ((await signIn.json()) as { user: { id: string } }).user.id, cookie };
}

async function post(server: ServerProcess, cookie: string, path: string, body: unknown) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { conversation: { id: string }; message: { id: number } };
}

describe.skipIf(missing)('two server processes on one PostgreSQL and Redis', () => {
  beforeAll(async () => {
    await adminQuery(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    // Instances of one deployment share the secret that signs session cookies.
    env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `${dbName}:`,
      RATE_LIMIT_SCALE: '50',
      AUTH_SECRET: 'cluster-secret-cluster-secret-cluster-00',
    };
    one = await startServerProcess(env);
    two = await startServerProcess(env);
  }, 200_000);

  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  });

  it('a sign-out through one instance closes the stream of that session on the other at once', async () => {
    const user = await signUp(one, 'ClusterCy');
    const stream = await openEventStream(one.baseUrl, user.cookie);
    await stream.next((e) => e.type === 'ready');
    const signOut = await fetch(`${two!.baseUrl}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    expect(signOut.status).toBe(204);
    // The heartbeat is 25 s: only the revocation event can end the stream within the test's 5 s.
    await expect(
      Promise.race([stream.ended.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open'), 5000))]),
    ).resolves.toBe('closed');
  }, 30_000);

  it('delivers a message sent through one instance to a user listening on the other, and replays after a switch', async () => {
    const a = await signUp(one, 'ClusterAna');
    const b = await signUp(one, 'ClusterBo');
    const roomId = (await post(one, a.cookie, '/api/conversations', { partnerId: b.id })).conversation.id;

    const onTwo = await openEventStream(two!.baseUrl, b.cookie);
    await onTwo.next((e) => e.type === 'ready');
    const first = (
      await post(one, a.cookie, `/api/conversations/${roomId}/messages`, { text: 'Sent through instance one' })
    ).message;
    const delivered = await onTwo.next((e) => e.type === 'message.created' && e.message.id === first.id);
    expect(delivered.event).toMatchObject({ message: { content: 'Sent through instance one', senderId: a.id } });
    onTwo.close();

    // Instance two goes away; while B is disconnected, A keeps writing.
    await two!.stop();
    two = undefined;
    const missed = (
      await post(one, a.cookie, `/api/conversations/${roomId}/messages`, { text: 'Sent while you were away' })
    ).message;

    // B's browser reconnects to the surviving instance with the last id it saw.
    const onOne = await openEventStream(one.baseUrl, b.cookie, first.id);
    try {
      const replayed = await onOne.next((e) => e.type === 'message.created' && e.message.id === missed.id);
      expect(replayed.id).toBe(String(missed.id));
      expect(onOne.received.filter((r) => r.event.type === 'message.created')).toHaveLength(1);
    } finally {
      onOne.close();
    }
  }, 60_000);
});
