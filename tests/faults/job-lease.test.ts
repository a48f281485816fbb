import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { eventually, startPushService, startSmtpServer } from '#server/test/notification-endpoints';
import { LEASE_SECONDS, leaseKinds, leaseScenario } from './support/lease.ts';

// A worker killed (kill -9) while the mail server or the push service holds what it sent unanswered: the
// job's lease runs out and it goes again, on SQLite and (TEST_DATABASE_URL) PostgreSQL. The cases wait on
// leases and retry delays, not on the CPU, so they run at once.
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

  // A push sent again must replace the first at the push service and on the phone: same Topic, same tag.
  it.for(leaseKinds)(
    'sends the push again after the lease under the same topic and tag, once (%s)',
    { timeout: 180_000 },
    async (kind, { onTestFinished }) => {
      let stalls = 0;
      const pushService = await startPushService({ stall: () => !stalls++ });
      onTestFinished(() => pushService.close());
      const env = { NODE_ENV: 'test', TEST_PUSH_ORIGINS: pushService.origin };
      const scenario = await leaseScenario(kind, env, onTestFinished);
      await scenario.call(scenario.b, '/api/push/subscriptions', pushService.subscription(), 204);
      const id = await scenario.conversation();
      await scenario.call(scenario.a, `/api/conversations/${id}/messages`, { text: 'meet at exit 3' }, 201);

      const held = await eventually(() => pushService.stalled[0], 30_000, 'the push to reach the hung push service');
      await scenario.crash(() => expect(pushService.deliveries).toEqual([]));

      const again = await eventually(() => pushService.deliveries[0], 100_000, 'the push after the lease');
      expect(again.path).toBe(held.path);
      expect(again.payload).toEqual(held.payload);
      expect(again.payload.tag).toBe(`chat-${id}`);
      expect(held.headers.topic).toMatch(/^[\w-]{32}$/);
      expect(again.headers.topic).toBe(held.headers.topic);
      await afterTheLease();
      expect(pushService.deliveries).toHaveLength(1);
      expect(pushService.errors).toEqual([]);
    },
  );
});
