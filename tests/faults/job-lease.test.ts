import http from 'node:http';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/index';
import { eventually, startSmtpServer } from '#server/test/notification-endpoints';
import { type ServerProcess, startServerProcess } from '#server/test/server-process';
import { freshDatabase } from './support/database.ts';
import { request } from './support/http.ts';
import { signUpVerifiedInDb, startConversation } from './support/users.ts';

// A worker killed (kill -9) in the middle of an SMTP send: the mail server has the message but never
// answered it. The job's lease runs out and the mail goes once, on SQLite and (TEST_DATABASE_URL) PostgreSQL.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

const kinds = (['sqlite', 'postgres'] as const).filter((kind) => kind === 'sqlite' || process.env.TEST_DATABASE_URL);
if (!process.env.TEST_DATABASE_URL) console.info('job lease on PostgreSQL skipped: TEST_DATABASE_URL is not set');

const LEASE_SECONDS = 5;

describe('a job whose worker died mid-send', () => {
  it.each(kinds)(
    'sends the chat mail again after the lease, once (%s)',
    async (kind) => {
      // The first notification mail hangs: the server received it and never says 250.
      let stalls = 0;
      const smtp = await startSmtpServer({ stall: (mail) => Boolean(mail.headers['list-unsubscribe']) && !stalls++ });
      cleanups.push(() => smtp.close());
      const database = await freshDatabase(kind);
      const handle: DatabaseHandle = database.open();
      cleanups.push(async () => {
        await handle.close();
        await database.drop();
      });
      const env = {
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        // The chat mail's 15-minute wait lasts 1.5 s.
        NOTIFICATION_MINUTE_MS: '100',
        JOB_LEASE_SECONDS: String(LEASE_SECONDS),
        RATE_LIMIT_SCALE: '100',
        AUTH_SECRET: 'lease-test-secret-lease-test-secret-0123',
      };
      const servers: ServerProcess[] = [];
      cleanups.push(async () => {
        for (const server of servers) await server.stop();
      });
      const first = await startServerProcess(env);
      servers.push(first);
      const agent = new http.Agent({ keepAlive: false });
      const tag = Math.random().toString(36).slice(2, 7);
      const a = await signUpVerifiedInDb(agent, first.baseUrl, handle.db, `La${tag}`);
      const b = await signUpVerifiedInDb(agent, first.baseUrl, handle.db, `Lb${tag}`);
      const id = await startConversation(agent, first.baseUrl, a, b);
      const sent = await request(agent, `${first.baseUrl}/api/conversations/${id}/messages`, {
        method: 'POST',
        cookie: a.cookie,
        body: { text: 'the train leaves at 9' },
      });
      expect(sent.status, sent.body).toBe(201);

      await eventually(() => smtp.stalled.length === 1, 30_000, 'the chat mail to reach the hung mail server');
      first.kill('SIGKILL');
      await first.exited;
      expect(smtp.notificationsTo(b.email)).toEqual([]);

      // Back up (as two instances on PostgreSQL): the job runs again once its lease has passed.
      servers.push(await startServerProcess(env));
      if (kind === 'postgres') servers.push(await startServerProcess(env));
      const mail = await eventually(() => smtp.notificationsTo(b.email)[0], 100_000, 'the chat mail after the lease');
      expect(mail.subject).toBe('You have 1 unread message on Hola Corea');
      await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000));
      expect(smtp.notificationsTo(b.email)).toHaveLength(1);
      const claims = await sql<{ n: number }>`select count(*) as n from mail_claims`.execute(handle.db);
      expect(Number(claims.rows[0]!.n)).toBe(0);
    },
    180_000,
  );
});
