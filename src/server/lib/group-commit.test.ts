import { describe, expect, it } from 'vitest';
import { createGroupCommit, type Outcome } from './group-commit.ts';

describe('group commit', () => {
  it('runs the calls of one turn as one batch and answers each on its own', async () => {
    const batches: number[][] = [];
    const submit = createGroupCommit<number, number>(async (items) => {
      batches.push(items);
      return items.map((n): Outcome<number> =>
        n % 2 ? { ok: true, value: n * 10 } : { ok: false, error: new Error(`even ${n}`) },
      );
    });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(submit));
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      10,
      'even 2',
      30,
      'even 4',
      50,
    ]);
  });

  it('gathers what arrives while a batch runs into the next one, never more at once than allowed', async () => {
    const batches: number[][] = [];
    let running = 0;
    let most = 0;
    const submit = createGroupCommit<number, number>(
      async (items) => {
        batches.push(items);
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        running -= 1;
        return items.map((value) => ({ ok: true, value }));
      },
      { concurrency: 1, maxBatch: 3 },
    );
    const first = submit(0);
    await new Promise((r) => setTimeout(r, 5));
    const rest = [1, 2, 3, 4].map(submit);
    expect(await Promise.all([first, ...rest])).toEqual([0, 1, 2, 3, 4]);
    expect(batches).toEqual([[0], [1, 2, 3], [4]]);
    expect(most).toBe(1);
  });

  it('starts batches no closer than the spacing, gathering what comes meanwhile, and starts at once after a quiet moment', async () => {
    const starts: { items: number[]; at: number }[] = [];
    const submit = createGroupCommit<number, number>(
      async (items) => {
        starts.push({ items, at: performance.now() });
        return items.map((value) => ({ ok: true, value }));
      },
      { spacingMs: 30 },
    );
    const first = submit(1);
    await new Promise((r) => setTimeout(r, 5));
    const during = [submit(2), submit(3)];
    await new Promise((r) => setTimeout(r, 5));
    const later = submit(4);
    expect(await Promise.all([first, ...during, later])).toEqual([1, 2, 3, 4]);
    expect(starts.map((s) => s.items)).toEqual([[1], [2, 3, 4]]);
    expect(starts[1]!.at - starts[0]!.at).toBeGreaterThanOrEqual(29);
    await new Promise((r) => setTimeout(r, 40));
    const quiet = performance.now();
    await submit(5);
    expect(starts[2]!.items).toEqual([5]);
    expect(starts[2]!.at - quiet).toBeLessThan(25);
  });

  it('runs each item alone when the batch as a whole fails, so only the failing one fails', async () => {
    const batches: string[][] = [];
    const submit = createGroupCommit<string, string>(async (items) => {
      batches.push(items);
      if (items.includes('bad')) throw new Error('constraint failed');
      return items.map((value) => ({ ok: true, value: value.toUpperCase() }));
    });
    const results = await Promise.allSettled(['a', 'bad', 'c'].map(submit));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'rejected', reason: new Error('constraint failed') },
      { status: 'fulfilled', value: 'C' },
    ]);
    expect(batches).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });
});
