import http from 'node:http';
import { expect } from 'vitest';
import type { DatabaseHandle } from '#server/db/index';
import { type ServerProcess, startServerProcess } from '#server/test/server-process';
import { freshDatabase } from './database.ts';
import { request } from './http.ts';
import { signUpVerifiedInDb, startConversation, type TestUser } from './users.ts';

export const LEASE_SECONDS = 5;

export const leaseKinds = (['sqlite', 'postgres'] as const).filter(
  (kind) => kind === 'sqlite' || process.env.TEST_DATABASE_URL,
);

/**
 * Two members in an accepted conversation on one server process with a short job lease; `crash()` kills it
 * (kill -9) and starts it again (as two instances on PostgreSQL). What it opens is closed by `onFinished`.
 */
export async function leaseScenario(
  kind: (typeof leaseKinds)[number],
  env: Record<string, string>,
  onFinished: (cleanup: () => Promise<void>) => void,
) {
  const database = await freshDatabase(kind);
  const handle: DatabaseHandle = database.open();
  onFinished(async () => {
    await handle.close();
    await database.drop();
  });
  const serverEnv = {
    ...env,
    DATABASE_URL: database.url,
    JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    // pg-boss counts an expired lease as a failed attempt: its 30 s retry delay becomes 1.5 s here.
    JOB_RETRY_SCALE: '0.05',
    RATE_LIMIT_SCALE: '100',
    AUTH_SECRET: 'lease-test-secret-lease-test-secret-0123',
  };
  const servers: ServerProcess[] = [];
  onFinished(async () => {
    for (const server of servers) await server.stop();
  });
  const first = await startServerProcess(serverEnv);
  servers.push(first);
  const agent = new http.Agent({ keepAlive: false });
  const tag = Math.random().toString(36).slice(2, 7);
  const a = await signUpVerifiedInDb(agent, first.baseUrl, handle.db, `La${tag}`);
  const b = await signUpVerifiedInDb(agent, first.baseUrl, handle.db, `Lb${tag}`);
  return {
    db: handle.db,
    /** The SQLite file or the PostgreSQL URL the servers use. */
    databaseUrl: database.url,
    a,
    b,
    /** A call to the first server as `user`, expecting `status`. */
    async call(user: TestUser, path: string, body: unknown, status: number) {
      const res = await request(agent, `${first.baseUrl}${path}`, { method: 'POST', cookie: user.cookie, body });
      expect(res.status, res.body).toBe(status);
    },
    conversation: () => startConversation(agent, first.baseUrl, a, b),
    /**
     * `whileDown` runs between the kill and the restart: once a new instance is up, the lease may already
     * have run out (a slow start on a loaded machine) and the job be sent again.
     */
    async crash(whileDown: () => void | Promise<void>) {
      first.kill('SIGKILL');
      await first.exited;
      await whileDown();
      servers.push(await startServerProcess(serverEnv));
      if (kind === 'postgres') servers.push(await startServerProcess(serverEnv));
    },
  };
}
