import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/index';
import { eventually, startSmtpServer } from '#server/test/notification-endpoints';
import { type ServerProcess, startServerProcess } from '#server/test/server-process';
import { freshDatabase } from './support/database.ts';
import { request } from './support/http.ts';
import { signUpVerifiedInDb, startConversation, type TestUser } from './support/users.ts';

// A rolling upgrade on one PostgreSQL (docs/deploy.md, "Upgrades"): two instances of the previous main
// run; each in turn is stopped (SIGTERM) and replaced by this version, whose first start runs the new
// migrations while the other old instance keeps serving. Users read and write through both versions
// meanwhile, and a chat mail queued by the old version is sent once.
const PREVIOUS_MAIN = 'fa857ba';
const hasPrevious = (() => {
  try {
    execFileSync('git', ['cat-file', '-e', `${PREVIOUS_MAIN}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const canRun = Boolean(process.env.TEST_DATABASE_URL) && hasPrevious;
if (!process.env.TEST_DATABASE_URL) console.info('upgrade test skipped: TEST_DATABASE_URL is not set');
else if (!hasPrevious) console.info(`upgrade test skipped: commit ${PREVIOUS_MAIN} is not in this clone's history`);

let previousDir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let handle: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const servers: ServerProcess[] = [];
const agent = new http.Agent({ keepAlive: false });

beforeAll(async () => {
  if (!canRun) return;
  // The previous main's files, sharing this checkout's node_modules (its dependencies are a subset).
  previousDir = mkdtempSync(path.join(os.tmpdir(), 'hola-previous-'));
  const files = ['src', 'public', 'content', 'package.json', 'tsconfig.json', 'tsconfig.base.json'];
  const archive = execFileSync('git', ['archive', '--format=tar', PREVIOUS_MAIN, ...files], {
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', previousDir], { input: archive });
  symlinkSync(path.resolve('node_modules'), path.join(previousDir, 'node_modules'), 'dir');
  database = await freshDatabase('postgres');
  handle = database.open();
  smtp = await startSmtpServer();
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await smtp?.close();
  await handle?.close();
  await database?.drop();
  if (previousDir) rmSync(previousDir, { recursive: true, force: true });
  agent.destroy();
});

const migrations = async () =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db)).rows.map(
    (row) => row.name,
  );

describe.runIf(canRun)('a rolling upgrade with migrations', () => {
  it('serves every user through both versions while it runs, and loses nothing', async () => {
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      // The chat mail's 15-minute wait lasts 1.5 s.
      NOTIFICATION_MINUTE_MS: '100',
      RATE_LIMIT_SCALE: '100',
      AUTH_SECRET: 'upgrade-secret-upgrade-secret-upgrade-01',
    };
    const start = async (version: 'previous' | 'this') => {
      const server = await startServerProcess(env, version === 'previous' ? { cwd: previousDir } : {});
      servers.push(server);
      return server;
    };
    const stop = async (server: ServerProcess) => {
      server.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    };
    const [old1, old2] = [await start('previous'), await start('previous')];
    const before = await migrations();
    expect(before.at(-1)).toBe('014-account-status');

    const tag = Math.random().toString(36).slice(2, 7);
    const a: TestUser = await signUpVerifiedInDb(agent, old1.baseUrl, handle.db, `Ua${tag}`);
    const b: TestUser = await signUpVerifiedInDb(agent, old2.baseUrl, handle.db, `Ub${tag}`);
    const room = await startConversation(agent, old1.baseUrl, a, b);
    const sent: string[] = [];
    const send = async (server: ServerProcess, from: TestUser, text: string) => {
      const answer = await request(agent, `${server.baseUrl}/api/conversations/${room}/messages`, {
        method: 'POST',
        cookie: from.cookie,
        body: { text },
      });
      expect(answer.status, answer.body).toBe(201);
      sent.push(text);
    };
    const read = async (server: ServerProcess, as: TestUser) => {
      const answer = await request(agent, `${server.baseUrl}/api/conversations/${room}/messages?limit=100`, {
        cookie: as.cookie,
      });
      expect(answer.status, answer.body).toBe(200);
      return (JSON.parse(answer.body) as { messages: { content: string }[] }).messages.map((m) => m.content);
    };
    // b writes to a until the old version alone is gone; a writes to b once, while both versions run.
    await send(old1, b, 'before the upgrade, through the first old instance');
    await send(old2, b, 'before the upgrade, through the second');

    // The first instance is replaced: this version migrates (expand) while old2 keeps serving.
    await stop(old1);
    const new1 = await start('this');
    const after = await migrations();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBeGreaterThan(before.length);

    // Both versions at once, on the expanded schema: sessions made by the old one, writes through each.
    await send(old2, a, 'old instance, new schema');
    await send(new1, b, 'new instance, beside an old one');
    expect(await read(old2, b)).toEqual(sent);
    expect(await read(new1, a)).toEqual(sent);
    // b is offline: the chat mail job, queued by the old version into the queue the new one updated,
    // is sent once by one of them.
    const mail = await eventually(() => smtp.notificationsTo(b.email)[0], 60_000, 'the chat mail to b');
    expect(mail.subject).toMatch(/unread message/);

    // The second instance is replaced; the new version finds the database migrated.
    await stop(old2);
    const new2 = await start('this');
    expect(await migrations()).toEqual(after);
    await send(new2, b, 'after the upgrade');
    expect(await read(new1, a)).toEqual(sent);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(smtp.notificationsTo(b.email)).toHaveLength(1);
    await stop(new1);
    await stop(new2);
  }, 300_000);
});
