import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '#server/db/index';
import { createTestDatabase } from '#server/test/test-app';
import { openJobQueue } from './index.ts';
import type { JobQueue, NewJob } from './queue.ts';

// The engine of the run: SQLite's jobs table, or pg-boss with TEST_DATABASE_URL.
let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
let queue: JobQueue;
beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = openDatabase(testDb.database);
  await migrateToLatest(handle);
  const { log } = Fastify({ logger: false });
  queue = await openJobQueue(testDb.database, handle, {
    log,
    pollMs: testDb.database.dialect === 'postgres' ? 500 : 50,
  });
});
afterAll(async () => {
  await queue?.stop();
  await handle?.close();
  await testDb?.drop();
});

const retry = { attempts: 2, firstRetryMs: 1000 };
const job = (name: string, data: Record<string, unknown>, key: string, delayMs?: number): NewJob => ({
  name,
  data,
  key,
  retry,
  ...(delayMs ? { delayMs } : {}),
});

describe('job queue', () => {
  it('adds a batch of jobs at once, keeping one waiting job per key, within the batch and after it', async () => {
    await queue.enqueueAll([job('batch', { n: 1 }, 'a'), job('batch', { n: 2 }, 'a'), job('batch', { n: 3 }, 'b')]);
    await queue.enqueueAll([job('batch', { n: 4 }, 'c')]);
    await queue.enqueueAll([job('batch', { n: 5 }, 'b')]);
    await queue.enqueueAll([]);
    const seen: number[] = [];
    await queue.work('batch', retry, async (data) => {
      seen.push(Number((data as { n: number }).n));
    });
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Which of two jobs with one key in the same batch stays is the engine's choice; only one runs.
    expect(seen.sort((a, b) => a - b)).toEqual([expect.toBeOneOf([1, 2]), 3, 4]);
  });

  it('runs a delayed job of a batch only after its delay', async () => {
    const seen: string[] = [];
    await queue.work('later', retry, async (data) => {
      seen.push(String((data as { id: string }).id));
    });
    const started = Date.now();
    await queue.enqueueAll([job('later', { id: 'now' }, 'now'), job('later', { id: 'late' }, 'late', 1500)]);
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['now', 'late']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it("writes jobs in the caller's transaction: they run if it commits and never if it rolls back", async () => {
    const seen: string[] = [];
    await queue.work('outbox', retry, async (data) => {
      seen.push(String((data as { id: string }).id));
    });
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await queue.enqueueAll([job('outbox', { id: 'rolled back' }, 'x')], { trx });
        throw new Error('the command failed after adding its job');
      }),
    ).rejects.toThrow(/command failed/);
    await handle.db.transaction().execute(async (trx) => {
      await queue.enqueueAll([job('outbox', { id: 'committed' }, 'y')], { trx });
    });
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['committed']);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(seen).toEqual(['committed']);
  });

  it('counts the jobs waiting and running by name (for /metrics)', async () => {
    let release!: () => void;
    const running = new Promise<void>((resolve) => (release = resolve));
    await queue.work('counted', retry, () => running);
    await queue.enqueueAll([job('counted', {}, 'now'), job('counted', {}, 'later', 60_000)]);
    await expect
      .poll(async () => (await queue.counts()).find((c) => c.name === 'counted'), { timeout: 10_000 })
      .toEqual({ name: 'counted', waiting: 1, running: 1 });
    release();
    await expect
      .poll(async () => (await queue.counts()).find((c) => c.name === 'counted'), { timeout: 10_000 })
      .toEqual({ name: 'counted', waiting: 1, running: 0 });
  });
});
