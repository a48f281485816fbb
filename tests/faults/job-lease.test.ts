import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { eventually, startSmtpServer } from '#server/test/notification-endpoints';
import { LEASE_SECONDS, leaseKinds, leaseScenario } from './support/lease.ts';

// A worker killed (kill -9) while the mail server holds what it sent unanswered: the job's lease runs out
// and it goes again, on SQLite and (TEST_DATABASE_URL) PostgreSQL. The cases wait on leases and retry
// delays, not on the CPU, so they run at once. The same for a push: push-crash.test.ts.
if (!process.env.TEST_DATABASE_URL) console.info('job leases on PostgreSQL skipped: TEST_DATABASE_URL is not set');

const afterTheLease = () => new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000));

describe.concurrent('a job whose worker died mid-send', () => {
  it.for(leaseKinds)(
    'sends the chat mail again after the lease, once (%s)',
    { timeout: 180_000 },
    async (kind, { onTestFinished }) => {
      // The first notification mail hangs: the server received it and never says 250.
      let stalls = 0;
      const smtp = await startSmtpServer({ stall: (mail) => Boolean(mail.headers['list-unsubscribe']) && !stalls++ });
      onTestFinished(() => smtp.close());
      // The chat mail's 15-minute wait lasts 1.5 s.
      const env = { SMTP_URL: smtp.url, NOTIFICATION_MINUTE_MS: '100' };
      const scenario = await leaseScenario(kind, env, onTestFinished);
      const id = await scenario.conversation();
      await scenario.call(scenario.a, `/api/conversations/${id}/messages`, { text: 'the train leaves at 9' }, 201);

      await eventually(() => smtp.stalled.length === 1, 30_000, 'the chat mail to reach the hung mail server');
      // The killed worker never got its 250: nothing was delivered.
      await scenario.crash(() => expect(smtp.notificationsTo(scenario.b.email)).toEqual([]));

      const mail = await eventually(
        () => smtp.notificationsTo(scenario.b.email)[0],
        100_000,
        'the chat mail after the lease',
      );
      expect(mail.subject).toBe('You have 1 unread message on Hola Corea');
      await afterTheLease();
      expect(smtp.notificationsTo(scenario.b.email)).toHaveLength(1);
      const claims = await sql<{ n: number }>`select count(*) as n from mail_claims`.execute(scenario.db);
      expect(Number(claims.rows[0]!.n)).toBe(0);
    },
  );
});
