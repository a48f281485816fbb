import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app';
import { inWork } from './transaction.ts';

// A real deadlock needs two connections: PostgreSQL only (SQLite runs one transaction at a time).
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.log('transaction.test.ts: the deadlock test needs TEST_DATABASE_URL (PostgreSQL); skipped');

describe.skipIf(!pgUrl)('inWork on PostgreSQL', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('runs again the transaction PostgreSQL aborts for a deadlock, so both commands succeed and each writes once', async () => {
    const [x, y] = (
      await ctx.db.selectFrom('boards').select(['id', 'post_count']).orderBy('id').limit(2).execute()
    ).map((b) => ({ id: Number(b.id), count: Number(b.post_count) }));
    let firstLocks = 0;
    let releaseFirstLocks!: () => void;
    const bothHoldOne = new Promise<void>((resolve) => (releaseFirstLocks = resolve));
    const attempts = { forward: 0, backward: 0 };
    const bump = (trx: Parameters<Parameters<typeof inWork>[2]>[0]['trx'], id: number) =>
      trx
        .updateTable('boards')
        .set((eb) => ({ post_count: eb('post_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
    // Each takes one row, waits until the other holds its own, then asks for the other's: a cycle.
    const command = (name: keyof typeof attempts, first: number, second: number) =>
      inWork(ctx.db, undefined, async ({ trx }) => {
        attempts[name] += 1;
        await bump(trx, first);
        if ((firstLocks += 1) === 2) releaseFirstLocks();
        await bothHoldOne;
        await bump(trx, second);
      });
    await Promise.all([command('forward', x!.id, y!.id), command('backward', y!.id, x!.id)]);
    expect(attempts.forward + attempts.backward).toBeGreaterThanOrEqual(3);
    const after = await ctx.db
      .selectFrom('boards')
      .select(['id', 'post_count'])
      .where('id', 'in', [x!.id, y!.id])
      .orderBy('id')
      .execute();
    expect(after.map((b) => Number(b.post_count))).toEqual([x!.count + 2, y!.count + 2]);
  });
});
