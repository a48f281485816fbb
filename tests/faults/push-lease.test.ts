import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/index';
import { eventually, startPushService } from '#server/test/notification-endpoints';
import { type ServerProcess, startServerProcess } from '#server/test/server-process';
import { freshDatabase } from './support/database.ts';
import { request } from './support/http.ts';
import { signUpVerifiedInDb, startConversation } from './support/users.ts';

// A worker killed (kill -9) while the push service holds its push unanswered: the job's lease runs out and
// the push goes again, with the same Topic and tag, so the push service replaces the first one and the
// phone shows it once. On SQLite and (TEST_DATABASE_URL) PostgreSQL.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

const kinds = (['sqlite', 'postgres'] as const).filter((kind) => kind === 'sqlite' || process.env.TEST_DATABASE_URL);
if (!process.env.TEST_DATABASE_URL) console.info('push lease on PostgreSQL skipped: TEST_DATABASE_URL is not set');

const LEASE_SECONDS = 5;

describe('a push whose worker died mid-request', () => {
  it.each(kinds)(
    'is sent again after the lease under the same topic and tag, and only once more (%s)',
    async (kind) => {
      let stalls = 0;
      const pushService = await startPushService({ stall: () => !stalls++ });
      cleanups.push(() => pushService.close());
      const database = await freshDatabase(kind);
      const handle: DatabaseHandle = database.open();
      cleanups.push(async () => {
        await handle.close();
        await database.drop();
      });
      const env = {
        NODE_ENV: 'test',
        TEST_PUSH_ORIGINS: pushService.origin,
        DATABASE_URL: database.url,
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
      const a = await signUpVerifiedInDb(agent, first.baseUrl, handle.db, `Pa${tag}`);
      const b = await signUpVerifiedInDb(agent, first.baseUrl, handle.db, `Pb${tag}`);
      const subscription = pushService.subscription();
      const subscribed = await request(agent, `${first.baseUrl}/api/push/subscriptions`, {
        method: 'POST',
        cookie: b.cookie,
        body: subscription,
      });
      expect(subscribed.status, subscribed.body).toBe(204);
      const id = await startConversation(agent, first.baseUrl, a, b);
      const sent = await request(agent, `${first.baseUrl}/api/conversations/${id}/messages`, {
        method: 'POST',
        cookie: a.cookie,
        body: { text: 'meet at exit 3' },
      });
      expect(sent.status, sent.body).toBe(201);

      const held = await eventually(() => pushService.stalled[0], 30_000, 'the push to reach the hung push service');
      first.kill('SIGKILL');
      await first.exited;
      expect(pushService.deliveries).toEqual([]);

      servers.push(await startServerProcess(env));
      if (kind === 'postgres') servers.push(await startServerProcess(env));
      const again = await eventually(() => pushService.deliveries[0], 100_000, 'the push after the lease');
      expect(again.path).toBe(held.path);
      expect(again.payload).toEqual(held.payload);
      expect(again.payload.tag).toBe(`chat-${id}`);
      expect(held.headers.topic).toMatch(/^[\w-]{32}$/);
      expect(again.headers.topic).toBe(held.headers.topic);
      await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000));
      expect(pushService.deliveries).toHaveLength(1);
      expect(pushService.errors).toEqual([]);
    },
    180_000,
  );
});
