/** What a batch answers for one of its items: its result, or the error that item alone gets. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

type Pending<I, R> = { item: I; resolve: (value: R) => void; reject: (error: unknown) => void };

/**
 * Gathers the calls that arrive in the same turn of the event loop, and those that arrive while the
 * previous batches run, and hands them to `run` together: one transaction, one commit for all. `run`
 * answers each item on its own. When it throws instead, every item runs again alone, so one item's
 * failure is never another's: `run` must throw only when nothing was written.
 */
export function createGroupCommit<I, R>(
  run: (items: I[]) => Promise<Outcome<R>[]>,
  {
    concurrency = 1,
    maxBatch = 200,
    spacingMs = 0,
  }: {
    concurrency?: number;
    maxBatch?: number;
    /**
     * The least time between the starts of two batches: under load the calls of the next few
     * milliseconds gather into one batch (one commit, one read of what the batch shares) instead of a
     * batch each; a call that comes after a quiet moment starts at once.
     */
    spacingMs?: number;
  } = {},
) {
  const queue: Pending<I, R>[] = [];
  let running = 0;
  let scheduled = false;
  let lastStart = Number.NEGATIVE_INFINITY;

  const settle = (pending: Pending<I, R>, outcome: Outcome<R>) =>
    outcome.ok ? pending.resolve(outcome.value) : pending.reject(outcome.error);

  async function runBatch(batch: Pending<I, R>[]) {
    let outcomes: Outcome<R>[];
    try {
      outcomes = await run(batch.map((p) => p.item));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const pending of batch) {
        await run([pending.item]).then(
          ([outcome]) => settle(pending, outcome ?? { ok: false, error: new Error('no outcome') }),
          (alone: unknown) => pending.reject(alone),
        );
      }
      return;
    }
    batch.forEach((pending, i) => settle(pending, outcomes[i] ?? { ok: false, error: new Error('no outcome') }));
  }

  function flush() {
    const wait = lastStart + spacingMs - performance.now();
    if (wait > 0 && running < concurrency && queue.length > 0) {
      setTimeout(flush, wait);
      return;
    }
    scheduled = false;
    while (running < concurrency && queue.length > 0) {
      lastStart = performance.now();
      running += 1;
      void runBatch(queue.splice(0, maxBatch)).finally(() => {
        running -= 1;
        schedule();
      });
    }
  }

  function schedule() {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(flush);
  }

  return (item: I): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}
