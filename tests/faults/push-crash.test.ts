import { sql } from 'kysely';
import webpush from 'web-push';
import { describe, expect, it, type TestContext } from 'vitest';
import type { Db } from '#server/db/index';
import { pushTopic } from '#server/modules/delivery/push-topic';
import { eventually, type PushDelivery, startPushService } from '#server/test/notification-endpoints';
import { holdJobDone } from './support/job-done-lock.ts';
import { LEASE_SECONDS, leaseKinds, leaseScenario } from './support/lease.ts';

// Issue 25, item 7 (a push across a crash): the server is killed (kill -9) while the push service holds
// its push, and after the push service took it (201) but before its job was marked done. The job runs
// again after its lease and pushes again under the same Topic (the push service keeps one) and
// notification tag (the phone shows one), then is done. SQLite, and PostgreSQL (with Redis when
// TEST_REDIS_URL is set), where pg-boss waits its first retry delay (30–60 s) after the lease: the cases
// wait, not compute, so they run at once.
if (!process.env.TEST_DATABASE_URL) console.info('push crash on PostgreSQL skipped: TEST_DATABASE_URL is not set');

type Kind = (typeof leaseKinds)[number];
type PushService = Awaited<ReturnType<typeof startPushService>>;

// Set, not generated into each server's fresh DATA_DIR: the restarted server signs with the keys the
// subscription was made for, as a real push service requires.
const vapid = webpush.generateVAPIDKeys();

/** The push jobs in the engine's queue: 'active' while leased. A done job is deleted (SQLite) or 'completed'. */
async function pushJobs(kind: Kind, db: Db): Promise<string[]> {
  if (kind === 'postgres') {
    const { rows } = await sql<{ state: string }>`select state from pgboss.job where name = 'push'`.execute(db);
    return rows.map((r) => r.state);
  }
  const now = new Date().toISOString();
  const { rows } = await sql<{
    leased: number | null;
  }>`select locked_until > ${now} as leased from jobs where name = 'push'`.execute(db);
  return rows.map((r) => (r.leased ? 'active' : 'created'));
}
const DONE: Record<Kind, string[]> = { sqlite: [], postgres: ['completed'] };

/** A chat message whose push the push service holds unanswered, on a server with a short job lease. */
async function pushHeld(kind: Kind, onTestFinished: TestContext['onTestFinished']) {
  let stalls = 0;
  const pushService = await startPushService({ stall: () => !stalls++ });
  onTestFinished(() => pushService.close());
  const redisUrl = kind === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
  const env = {
    NODE_ENV: 'test',
    TEST_PUSH_ORIGINS: pushService.origin,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    ...(redisUrl
      ? { REDIS_URL: redisUrl, REDIS_PREFIX: `hola-faults-push-${Math.random().toString(36).slice(2)}:` }
      : {}),
  };
  const scenario = await leaseScenario(kind, env, onTestFinished);
  await scenario.call(scenario.b, '/api/push/subscriptions', pushService.subscription(), 204);
  const conversationId = await scenario.conversation();
  await scenario.call(scenario.a, `/api/conversations/${conversationId}/messages`, { text: 'meet at exit 3' }, 201);
  const held = await eventually(() => pushService.stalled[0], 30_000, 'the push to reach the push service');
  return { scenario, pushService, held, conversationId };
}

/** The push sent again replaces the first: same subscription, payload, Topic and tag, signed with the same keys. */
function expectSamePush(first: PushDelivery, again: PushDelivery, conversationId: string) {
  expect(again.path).toBe(first.path);
  expect(again.payload).toEqual(first.payload);
  expect(first.payload.tag).toBe(`chat-${conversationId}`);
  expect(first.headers.topic).toBe(pushTopic(first.payload.tag));
  expect(again.headers.topic).toBe(first.headers.topic);
  for (const push of [first, again]) expect(push.headers.authorization).toContain(`k=${vapid.publicKey}`);
}

/** The job ends done and pushes no more: a job left unfinished on SQLite would run again after a lease. */
async function expectDone(kind: Kind, db: Db, pushService: PushService, count: number) {
  await eventually(
    async () => (await pushJobs(kind, db)).join() === DONE[kind].join(),
    10_000,
    'the push job to be done',
  );
  await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 2) * 1000));
  expect(pushService.deliveries).toHaveLength(count);
  expect(pushService.errors).toEqual([]);
  expect(await pushJobs(kind, db)).toEqual(DONE[kind]);
}

describe.concurrent('a push whose server was killed', () => {
  it.for(leaseKinds)(
    'while the push service held it goes again after the lease, under the same Topic and tag (%s)',
    { timeout: 180_000 },
    async (kind, { onTestFinished }) => {
      const { scenario, pushService, held, conversationId } = await pushHeld(kind, onTestFinished);
      // The killed worker never got an answer: nothing was delivered, and its job is still leased.
      await scenario.crash(async () => {
        expect(pushService.deliveries).toEqual([]);
        expect(await pushJobs(kind, scenario.db)).toEqual(['active']);
      });

      const again = await eventually(() => pushService.deliveries[0], 100_000, 'the push after the lease');
      expectSamePush(held, again, conversationId);
      await expectDone(kind, scenario.db, pushService, 1);
    },
  );

  it.for(leaseKinds)(
    'after the push service took it, before its job was done, goes once more under the same Topic and tag (%s)',
    { timeout: 180_000 },
    async (kind, { onTestFinished }) => {
      const { scenario, pushService, held, conversationId } = await pushHeld(kind, onTestFinished);
      const lock = await holdJobDone(kind, scenario.databaseUrl, 'push');
      onTestFinished(() => lock.release());
      held.answer();
      await lock.workerWaiting();
      // The push service took the push (the phone shows it); the job was not marked done.
      await scenario.crash(async () => {
        await lock.release();
        expect(pushService.deliveries).toHaveLength(1);
        expect(await pushJobs(kind, scenario.db)).toEqual(['active']);
      });

      const again = await eventually(() => pushService.deliveries[1], 100_000, 'the push again after the lease');
      expectSamePush(held, again, conversationId);
      await expectDone(kind, scenario.db, pushService, 2);
    },
  );
});
