import http from 'node:http';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/index';
import { eventually, startSmtpServer } from '#server/test/notification-endpoints';
import { type ServerProcess, startServerProcess } from '#server/test/server-process';
import { freshDatabase } from './support/database.ts';
import { request } from './support/http.ts';
import { signUpVerifiedInDb, startConversation } from './support/users.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function waitingChatMailJobs(kind: 'sqlite' | 'postgres', db: DatabaseHandle): Promise<number> {
  const query =
    kind === 'sqlite'
      ? sql<{ n: number }>`select count(*) as n from jobs where name = 'chat-mail'`
      : sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'chat-mail' and state = 'created'`;
  return Number((await query.execute(db.db)).rows[0]?.n ?? 0);
}

const kinds = (['sqlite', 'postgres'] as const).filter((kind) => kind === 'sqlite' || process.env.TEST_DATABASE_URL);
if (!process.env.TEST_DATABASE_URL)
  console.log('job queue restart on PostgreSQL skipped: TEST_DATABASE_URL is not set');

describe('the job queue across a crash', () => {
  it.each(kinds)(
    'delivers a chat mail enqueued before the server was killed exactly once after the restart (%s)',
    async (kind) => {
      const smtp = await startSmtpServer();
      cleanups.push(() => smtp.close());
      const database = await freshDatabase(kind);
      const handle = database.open();
      cleanups.push(async () => {
        await handle.close();
        await database.drop();
      });
      // The default 15-minute wait lasts 3 s: long enough to kill the server while the job waits.
      const env = {
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        NOTIFICATION_MINUTE_MS: '200',
        RATE_LIMIT_SCALE: '100',
        AUTH_SECRET: 'queue-test-secret-queue-test-secret-0123',
      };
      const servers: ServerProcess[] = [];
      cleanups.push(async () => {
        for (const s of servers) await s.stop();
      });
      const first = await startServerProcess(env);
      servers.push(first);
      const agent = new http.Agent({ keepAlive: false });
      const tag = Math.random().toString(36).slice(2, 7);
      const [a, b] = [
        await signUpVerifiedInDb(agent, first.baseUrl, handle.db, `qa${tag}`),
        await signUpVerifiedInDb(agent, first.baseUrl, handle.db, `qb${tag}`),
      ];
      const id = await startConversation(agent, first.baseUrl, a, b);
      const sent = await request(agent, `${first.baseUrl}/api/conversations/${id}/messages`, {
        method: 'POST',
        cookie: a.cookie,
        body: { text: 'see you at Seoul Station' },
      });
      expect(sent.status, sent.body).toBe(201);
      await eventually(async () => (await waitingChatMailJobs(kind, handle)) === 1, 10_000, 'the chat mail job');

      first.kill('SIGKILL');
      await first.exited;
      expect(smtp.notificationsTo(b.email)).toEqual([]);

      // Back up, as two instances on PostgreSQL: the job still runs once.
      servers.push(await startServerProcess(env));
      if (kind === 'postgres') servers.push(await startServerProcess(env));
      const mail = await eventually(() => smtp.notificationsTo(b.email)[0], 60_000, 'the chat mail after the restart');
      expect(mail.subject).toBe('You have 1 unread message on Hola Corea');
      await new Promise((r) => setTimeout(r, 4000));
      expect(smtp.notificationsTo(b.email)).toHaveLength(1);

      // SIGTERM drains: the job workers stop with the rest, and the process exits cleanly.
      for (const server of servers.slice(1)) server.kill('SIGTERM');
      for (const server of servers.slice(1)) expect(await server.exited).toBe(0);
    },
  );
});
