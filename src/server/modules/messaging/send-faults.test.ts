import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/index';
import type { Config } from '#server/env';
import { type ServerProcess, startServerProcess } from '#server/test/server-process';

// The real server as its own process, on SQLite or (with TEST_DATABASE_URL) PostgreSQL: answers lost on
// the wire and a kill -9 in the middle of a burst of sends, each followed by the client's retry.
const dir = mkdtempSync(path.join(os.tmpdir(), 'hola-send-faults-'));
const pgName = `hola_faults_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const adminUrl = process.env.TEST_DATABASE_URL;
let database: Config['database'] = { dialect: 'sqlite', file: path.join(dir, 'app.db') };
const env = () => ({
  DATABASE_URL: database.dialect === 'postgres' ? database.url : database.file,
  AUTH_SECRET: 'send-faults-secret-send-faults-secret-0123',
  RATE_LIMIT_SCALE: '100000',
});

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

type User = { id: string; cookie: string };
let server: ServerProcess;
let handle: DatabaseHandle;
let a: User;
let b: User;
let roomId: string;

async function signUp(tag: string): Promise<User> {
  const email = `${tag}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const post = (path: string, payload: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  expect(
    (await post('/api/auth/sign-up', { email, password, nickname: `${tag}${Date.now() % 100000}`, acceptTerms: true }))
      .status,
  ).toBe(202);
  const link = (await server.outbox()).find((m) => m.to === email)?.link;
  expect((await post('/api/auth/verify-email', { token: new URL(link!).searchParams.get('token') })).status).toBe(204);
  const signIn = await post('/api/auth/sign-in', { email, password });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: ((await signIn.json()) as { user: { id: string } }).user.id, cookie };
}

const body = (text: string, clientId: string) => JSON.stringify({ text, clientId });
const send = (from: User, text: string, clientId: string) =>
  fetch(`${server.baseUrl}/api/conversations/${roomId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: from.cookie },
    body: body(text, clientId),
  });

const rowsWith = (clientId: string) =>
  handle.db.selectFrom('messages').select(['id', 'sender_id']).where('client_id', '=', clientId).execute();

beforeAll(async () => {
  if (adminUrl) {
    await adminQuery(`create database ${pgName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${pgName}`;
    database = { dialect: 'postgres', url: url.toString() };
  }
  server = await startServerProcess(env());
  handle = openDatabase(database);
  [a, b] = [await signUp('faulta'), await signUp('faultb')];
  const res = await fetch(`${server.baseUrl}/api/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: a.cookie },
    body: JSON.stringify({ partnerId: b.id }),
  });
  roomId = ((await res.json()) as { conversation: { id: string } }).conversation.id;
  // A stranger's first message waits as a request (message-requests.test.ts); here both sides write.
  const accepted = await fetch(`${server.baseUrl}/api/conversations/${roomId}/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: b.cookie },
    body: JSON.stringify({ action: 'accept' }),
  });
  expect(accepted.status).toBe(204);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await handle?.close();
  if (adminUrl) await adminQuery(`drop database if exists ${pgName} with (force)`);
  rmSync(dir, { recursive: true, force: true });
});

describe('a send retried after a fault is stored once', () => {
  it('when the connection dropped after the write: the retry gets the original with 200', async () => {
    const clientId = randomUUID();
    const payload = body('the answer to this one is lost', clientId);
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/conversations/${roomId}/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Cookie: ${a.cookie}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
    );
    // The server writes the message; the connection goes before the client reads a byte of the answer.
    await expect.poll(() => rowsWith(clientId).then((rows) => rows.length), { timeout: 10_000 }).toBe(1);
    socket.destroy();

    const retry = await send(a, 'the answer to this one is lost', clientId);
    expect(retry.status).toBe(200);
    const [row] = await rowsWith(clientId);
    expect(((await retry.json()) as { message: { id: number } }).message.id).toBe(Number(row!.id));
    expect(await rowsWith(clientId)).toHaveLength(1);
  });

  it('when the server is killed (kill -9) in the middle of a burst: after a restart every retry is stored once, nothing acknowledged is lost', async () => {
    const sends = Array.from({ length: 80 }, (_, i) => ({
      from: i % 2 ? b : a,
      text: `burst ${i}`,
      clientId: randomUUID(),
    }));
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      process.kill(server.pid, 'SIGKILL');
    };
    const first = await Promise.all(
      sends.map((s) =>
        send(s.from, s.text, s.clientId).then(
          async (res) => {
            const answer = {
              status: res.status,
              id: res.status === 201 ? ((await res.json()) as { message: { id: number } }).message.id : null,
            };
            kill();
            return answer;
          },
          () => ({ status: 0, id: null }),
        ),
      ),
    );
    const acknowledged = first.filter((r) => r.status === 201);
    expect(first.every((r) => r.status === 201 || r.status === 0)).toBe(true);
    expect(first.some((r) => r.status === 0)).toBe(true);

    await server.stop();
    server = await startServerProcess(env());
    // The client retries what got no answer with the same id; a repeat of an answered one is harmless too.
    const retries = await Promise.all(
      sends.map((s) =>
        send(s.from, s.text, s.clientId).then(async (res) => ({
          status: res.status,
          ...((await res.json()) as { message: { id: number } }),
        })),
      ),
    );
    expect(retries.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    for (const [i, s] of sends.entries()) {
      const rows = await rowsWith(s.clientId);
      expect(rows, s.text).toHaveLength(1);
      expect(Number(rows[0]!.id)).toBe(retries[i]!.message.id);
      if (first[i]!.status === 201) expect(first[i]!.id).toBe(retries[i]!.message.id);
    }
    expect(acknowledged.every((r) => retries.some((x) => x.status === 200 && x.message.id === r.id))).toBe(true);

    // The unread counters survived the crash too.
    const members = await handle.db
      .selectFrom('conversation_members')
      .select(['user_id', 'unread_count'])
      .where('conversation_id', '=', roomId)
      .execute();
    for (const m of members) {
      const unread = await handle.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('conversation_id', '=', roomId)
        .where('receiver_id', '=', m.user_id)
        .where('is_read', '=', false)
        .executeTakeFirstOrThrow();
      expect(Number(m.unread_count)).toBe(Number(unread.n));
    }
  }, 120_000);
});
