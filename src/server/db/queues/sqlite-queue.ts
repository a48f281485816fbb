import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../schema.ts';
import { backoffMs, type JobCounts, type JobQueue, type NewJob, type RetryPolicy } from './queue.ts';

type Handler = { run: (data: unknown) => Promise<void>; retry: RetryPolicy };

/**
 * The embedded default: jobs are rows of `jobs`, taken by one atomic UPDATE that sets a lease. A process
 * that dies mid-job leaves its lease to run out, then another (or the restarted one) takes the job again.
 */
export function createSqliteQueue(
  db: Db,
  {
    log,
    pollMs = 1000,
    leaseMs = 5 * 60_000,
    concurrency = 2,
  }: { log: FastifyBaseLogger; pollMs?: number; leaseMs?: number; concurrency?: number },
): JobQueue {
  const handlers = new Map<string, Handler>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;

  async function claim() {
    const now = new Date();
    const names = [...handlers.keys()];
    if (names.length === 0) return undefined;
    return db
      .updateTable('jobs')
      .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString(), attempts: sql`attempts + 1` })
      .where(
        'id',
        '=',
        db
          .selectFrom('jobs')
          .select('id')
          .where('name', 'in', names)
          .where('run_at', '<=', now.toISOString())
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
          .orderBy('run_at')
          .limit(1),
      )
      .returning(['id', 'name', 'data', 'attempts'])
      .executeTakeFirst();
  }

  async function run(job: { id: number; name: string; data: string; attempts: number }) {
    const { run: perform, retry } = handlers.get(job.name)!;
    try {
      await perform(JSON.parse(job.data));
      await db.deleteFrom('jobs').where('id', '=', job.id).execute();
    } catch (error) {
      if (job.attempts >= retry.attempts) {
        log.error({ err: error, job: job.name }, 'job failed for good');
        await db.deleteFrom('jobs').where('id', '=', job.id).execute();
        return;
      }
      log.warn({ err: error, job: job.name, attempt: job.attempts }, 'job failed; trying again later');
      const runAt = new Date(Date.now() + backoffMs(retry, job.attempts)).toISOString();
      try {
        await db
          .updateTable('jobs')
          .set({ locked_until: null, run_at: runAt, last_error: String(error).slice(0, 500) })
          .where('id', '=', job.id)
          .execute();
      } catch {
        // Another job with the same key is waiting already: it does this one's work.
        await db.deleteFrom('jobs').where('id', '=', job.id).execute();
      }
    }
  }

  async function poll() {
    if (polling || stopped) return;
    polling = true;
    try {
      while (!stopped && running.size < concurrency) {
        const job = await claim();
        if (!job) break;
        const task = run(job)
          .catch((error: unknown) => log.error(error, 'job queue'))
          .finally(() => {
            running.delete(task);
            void poll();
          });
        running.add(task);
      }
    } catch (error) {
      log.error(error, 'job queue: polling failed');
    } finally {
      polling = false;
    }
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void poll().finally(schedule), pollMs);
  };

  const enqueueAll: JobQueue['enqueueAll'] = async (jobs: NewJob[], { trx } = {}) => {
    if (jobs.length === 0) return;
    const now = new Date();
    // In the caller's transaction when given one (same database): the jobs exist only if it commits.
    await (trx ?? db)
      .insertInto('jobs')
      .values(
        jobs.map((job) => ({
          name: job.name,
          data: JSON.stringify(job.data),
          key: job.key,
          run_at: new Date(now.getTime() + (job.delayMs ?? 0)).toISOString(),
          created_at: now.toISOString(),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    // Inside a transaction, polling waits for the one connection until it commits.
    if (jobs.some((job) => !job.delayMs)) void poll();
  };

  return {
    enqueueAll,
    async work(name, retry, handler) {
      handlers.set(name, { run: handler, retry });
      if (!timer) schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...running]);
    },
    async counts(): Promise<JobCounts[]> {
      const now = new Date().toISOString();
      const rows = await db
        .selectFrom('jobs')
        .select([
          'name',
          sql<number>`count(*)`.as('total'),
          sql<number>`sum(case when locked_until > ${now} then 1 else 0 end)`.as('running'),
        ])
        .groupBy('name')
        .execute();
      return rows.map((r) => ({
        name: r.name,
        waiting: r.total - r.running,
        running: r.running,
      }));
    },
  };
}
