import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '#server/db/index';
import { createTestDatabase } from '#server/test/test-app';
import { createPgQueue } from './pg-queue.ts';
import type { JobQueue } from './queue.ts';
import { createSqliteQueue } from './sqlite-queue.ts';

// The engine of the run: SQLite's jobs table, or pg-boss with TEST_DATABASE_URL.
let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
let queue: JobQueue;
beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = openDatabase(testDb.database);
  await migrateToLatest(handle);
  const { log } = Fastify({ logger: false });
  queue =
    testDb.database.dialect === 'postgres'
      ? await createPgQueue(testDb.database.url, { log, pollMs: 500 })
      : createSqliteQueue(handle.db, { log, pollMs: 50 });
});
afterAll(async () => {
  await queue?.stop();
  await handle?.close();
  await testDb?.drop();
});

describe('job queue', () => {
  it('adds a batch of jobs at once, keeping one waiting job per key, within the batch and after it', async () => {
    await queue.enqueueAll([
      { name: 'batch', data: { n: 1 }, key: 'a' },
      { name: 'batch', data: { n: 2 }, key: 'a' },
      { name: 'batch', data: { n: 3 }, key: 'b' },
      { name: 'batch', data: { n: 4 }, key: 'c' },
    ]);
    await queue.enqueue('batch', { n: 5 }, { key: 'b' });
    await queue.enqueueAll([]);
    const seen: number[] = [];
    await queue.work('batch', async (data) => {
      seen.push(Number(data.n));
    });
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Which of two jobs with one key in the same batch stays is the engine's choice; only one runs.
    expect(seen.sort((a, b) => a - b)).toEqual([expect.toBeOneOf([1, 2]), 3, 4]);
  });

  it('runs a delayed job of a batch only after its delay', async () => {
    const seen: string[] = [];
    await queue.work('later', async (data) => {
      seen.push(String(data.id));
    });
    const started = Date.now();
    await queue.enqueueAll([
      { name: 'later', data: { id: 'now' }, key: 'now' },
      { name: 'later', data: { id: 'late' }, delayMs: 1500, key: 'late' },
    ]);
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['now', 'late']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });
});
