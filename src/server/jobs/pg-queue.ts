import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { JOB_ATTEMPTS, type JobQueue, type NewJob } from './queue.ts';

/**
 * The scaled-out queue: pg-boss on the same PostgreSQL (its own `pgboss` schema), so jobs need no Redis
 * and keep running in Redis's degraded mode (decision record 017). Each job name is a queue with the
 * 'short' policy: at most one waiting job per key.
 */
export async function createPgQueue(
  url: string,
  { log, pollMs = 2000 }: { log: FastifyBaseLogger; pollMs?: number },
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: url, max: 3, schedule: false, application_name: 'hola-jobs' });
  boss.on('error', (error) => log.error(error, 'job queue'));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name, {
      name,
      policy: 'short',
      retryLimit: JOB_ATTEMPTS - 1,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 300,
    });
    queues.add(name);
  };

  const enqueueAll = async (jobs: NewJob[]) => {
    if (jobs.length === 0) return;
    for (const name of new Set(jobs.map((job) => job.name))) await ensureQueue(name);
    const now = Date.now();
    // One INSERT … ON CONFLICT DO NOTHING: a key still waiting drops the new job, as send() does.
    await boss.insert(
      jobs.map((job) => ({
        name: job.name,
        data: job.data,
        singletonKey: job.key,
        ...(job.delayMs ? { startAfter: new Date(now + job.delayMs).toISOString() } : {}),
      })),
    );
  };

  return {
    enqueue: (name, data, opts) => enqueueAll([{ name, data, ...opts }]),
    enqueueAll,
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<Record<string, unknown>>(
        name,
        { pollingIntervalSeconds: Math.max(0.5, pollMs / 1000), batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
