import http from 'node:http';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/index';
import { eventually, startSmtpServer } from '#server/test/notification-endpoints';
import { type ServerProcess, startServerProcess } from '#server/test/server-process';
import { freshDatabase } from './support/database.ts';
import { request } from './support/http.ts';
import { signUpVerifiedInDb, startConversation } from './support/users.ts';

// Issue 25, item 7 (the send's side): a chat mail's job used to be added after the send's commit, so a
// process killed right after the 201 lost the mail. The job is now written in the send's transaction.
// Ports of this test's servers: 3130–3139 (the messaging room's range on the shared machine).
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

type Kind = 'sqlite' | 'postgres';
const kinds = (['sqlite', 'postgres'] as const).filter((kind) => kind === 'sqlite' || process.env.TEST_DATABASE_URL);
if (!process.env.TEST_DATABASE_URL)
  console.log('send-outbox.test.ts: the PostgreSQL case is skipped, TEST_DATABASE_URL is not set');

/** Chat mail jobs waiting for a receiver, in the engine's queue. */
async function chatMailJobsFor(kind: Kind, db: DatabaseHandle, userId: string): Promise<number> {
  const query =
    kind === 'sqlite'
      ? sql<{ n: number }>`select count(*) as n from jobs where name = 'chat-mail' and data like ${`%${userId}%`}`
      : sql<{
          n: number;
        }>`select count(*)::int as n from pgboss.job where name = 'chat-mail' and state = 'created' and data->>'userId' = ${userId}`;
  return Number((await query.execute(db.db)).rows[0]?.n ?? 0);
}

/**
 * Holds the notification settings (which a send's jobs are read from) for `ms`, from a connection of its
 * own: every read of them waits, nothing else does.
 */
async function holdDeliverySettings(url: string, ms: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table notification_settings in access exclusive mode');
  const released = new Promise((resolve) => setTimeout(resolve, ms))
    .then(() => client.query('commit'))
    .finally(() => client.end());
  return { released };
}

describe('a chat mail across a crash right after the send was acknowledged', () => {
  it.each(kinds)('goes out exactly once after the restart (%s)', async (kind) => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const database = await freshDatabase(kind);
    const db = { url: database.url, handle: database.open() };
    cleanups.push(async () => {
      await db.handle.close();
      await database.drop();
    });
    // The default 15-minute wait lasts 3 s: the server is killed long before the mail is due.
    const env = {
      DATABASE_URL: db.url,
      SMTP_URL: smtp.url,
      NOTIFICATION_MINUTE_MS: '200',
      RATE_LIMIT_SCALE: '100',
      AUTH_SECRET: 'outbox-test-secret-outbox-test-secret-0123',
    };
    const servers: ServerProcess[] = [];
    cleanups.push(async () => {
      for (const s of servers) await s.stop();
    });
    const first = await startServerProcess(env, { port: 3131 });
    servers.push(first);
    const agent = new http.Agent({ keepAlive: false });
    const tag = Math.random().toString(36).slice(2, 7);
    const [a, b] = [
      await signUpVerifiedInDb(agent, first.baseUrl, db.handle.db, `oa${tag}`),
      await signUpVerifiedInDb(agent, first.baseUrl, db.handle.db, `ob${tag}`),
    ];
    const id = await startConversation(agent, first.baseUrl, a, b);

    // On PostgreSQL the settings the jobs are read from are held for a while: jobs added after the commit
    // (as they were) wait behind them while the 201 goes out, and die with the process; jobs added in the
    // send's transaction hold the 201 back until they are in. (On SQLite the server's statements run one
    // after another in its process: there the kill follows the 201 as closely as it can.)
    const settingsHeld = kind === 'postgres' ? await holdDeliverySettings(db.url, 1500) : null;
    const sent = await request(agent, `${first.baseUrl}/api/conversations/${id}/messages`, {
      method: 'POST',
      cookie: a.cookie,
      body: { text: 'meet me at exit 3 of Myeongdong station' },
    });
    // Killed the moment the 201 is in: nothing the server meant to do after its answer happens.
    first.kill('SIGKILL');
    expect(sent.status, sent.body).toBe(201);
    await first.exited;
    await settingsHeld?.released;
    // The job was committed with the message, before the answer.
    expect(await chatMailJobsFor(kind, db.handle, b.id)).toBe(1);
    expect(smtp.notificationsTo(b.email)).toEqual([]);

    // Back up (two instances on PostgreSQL, which share the queue): the mail goes out once.
    servers.push(await startServerProcess(env, { port: 3132 }));
    if (kind === 'postgres') servers.push(await startServerProcess(env, { port: 3133 }));
    const mail = await eventually(() => smtp.notificationsTo(b.email)[0], 60_000, 'the chat mail after the restart');
    expect(mail.subject).toBe('You have 1 unread message on Hola Corea');
    await new Promise((r) => setTimeout(r, 4000));
    expect(smtp.notificationsTo(b.email)).toHaveLength(1);
    expect(await chatMailJobsFor(kind, db.handle, b.id)).toBe(0);
  });
});
