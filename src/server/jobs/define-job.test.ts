import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '#server/db/index';
import { openJobQueue } from '#server/db/queues/index';
import { createTestDatabase } from '#server/test/test-app';
import { createJobs, defineJob, enqueued, type Jobs } from './define-job.ts';

const greetJob = defineJob({
  name: 'greet',
  payload: z.object({ userId: z.string(), times: z.number().int() }),
  retry: { attempts: 2, firstRetryMs: 1000 },
  key: ({ userId }) => userId,
});

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
let jobs: Jobs;
const log = { error: vi.fn() };
beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = openDatabase(testDb.database);
  await migrateToLatest(handle);
  const queue = await openJobQueue(testDb.database, handle, {
    log: Fastify({ logger: false }).log,
    pollMs: testDb.database.dialect === 'postgres' ? 500 : 50,
  });
  jobs = createJobs(queue, { log, checkOnEnqueue: true });
});
afterAll(async () => {
  await jobs?.stop();
  await handle?.close();
  await testDb?.drop();
});

describe('jobs as contracts', () => {
  it('refuses to add a payload its schema does not describe', async () => {
    await expect(jobs.enqueue(greetJob, { userId: 'u1', times: 'twice' } as never)).rejects.toThrow();
  });

  it('hands the handler a checked payload, one waiting job per key', async () => {
    const seen: { userId: string; times: number }[] = [];
    await jobs.enqueueAll([
      enqueued(greetJob, { userId: 'u1', times: 1 }),
      enqueued(greetJob, { userId: 'u1', times: 2 }),
    ]);
    await jobs.enqueue(greetJob, { userId: 'u2', times: 3 });
    await jobs.work(greetJob, async (payload) => {
      seen.push(payload);
    });
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(2);
    expect(seen.map((p) => p.userId).sort()).toEqual(['u1', 'u2']);
  });

  it('drops, and logs, a stored payload that no longer matches its schema instead of retrying it', async () => {
    const oldJob = defineJob({
      name: 'greet-v1',
      payload: z.object({ user: z.string() }),
      retry: greetJob.retry,
      key: ({ user }) => user,
    });
    const newJob = defineJob({ ...greetJob, name: 'greet-v1' });
    await jobs.enqueue(oldJob, { user: 'written by an older version' });
    const handler = vi.fn(async () => {});
    await jobs.work(newJob, handler);
    await expect.poll(() => log.error.mock.calls.length, { timeout: 10_000 }).toBe(1);
    expect(log.error.mock.calls[0]![0]).toMatchObject({ job: 'greet-v1' });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('the wait between attempts (JOB_RETRY_SCALE)', () => {
  it('is the policy’s, times the scale, when a job is added and when it is worked', async () => {
    const queue = {
      enqueueAll: vi.fn(async (_rows: unknown[]) => {}),
      work: vi.fn(async (_name: string, _retry: unknown) => {}),
    };
    const scaled = createJobs(queue as never, { log, checkOnEnqueue: true, retryScale: 0.05 });
    await scaled.enqueue(greetJob, { userId: 'u1', times: 1 });
    await scaled.work(greetJob, async () => {});
    const expected = { attempts: 2, firstRetryMs: 50 };
    expect(queue.enqueueAll.mock.calls[0]![0]).toMatchObject([{ name: 'greet', retry: expected }]);
    expect(queue.work.mock.calls[0]![1]).toEqual(expected);
    expect(greetJob.retry).toEqual({ attempts: 2, firstRetryMs: 1000 });
  });
});
