import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/index';
import { backoffMs, JOB_ATTEMPTS, type JobQueue, type NewJob } from './queue.ts';

type Handler = (data: Record<string, unknown>) => Promise<void>;

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
    try {
      await handlers.get(job.name)!(JSON.parse(job.data) as Record<string, unknown>);
      await db.deleteFrom('jobs').where('id', '=', job.id).execute();
    } catch (error) {
      if (job.attempts >= JOB_ATTEMPTS) {
        log.error({ err: error, job: job.name }, 'job failed for good');
        await db.deleteFrom('jobs').where('id', '=', job.id).execute();
        return;
      }
      log.warn({ err: error, job: job.name, attempt: job.attempts }, 'job failed; trying again later');
      const runAt = new Date(Date.now() + backoffMs(job.attempts)).toISOString();
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

  const enqueueAll = async (jobs: NewJob[]) => {
    if (jobs.length === 0) return;
    const now = new Date();
    await db
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
    if (jobs.some((job) => !job.delayMs)) void poll();
  };

  return {
    enqueue: (name, data, opts) => enqueueAll([{ name, data, ...opts }]),
    enqueueAll,
    async work(name, handler) {
      handlers.set(name, handler);
      if (!timer) schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...running]);
    },
  };
}
