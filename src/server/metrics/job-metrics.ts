import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { JobQueue } from '#server/db/queues/index';

/**
 * The job queue as /metrics sees it: the jobs waiting and running (the database's queue, the same on
 * every instance), and the jobs this instance finished or failed (a failure is retried, per its policy).
 */
export function instrumentQueue(queue: JobQueue, registry: Registry, onError: (error: unknown) => void): JobQueue {
  const finished = new Counter({
    name: 'hola_jobs_finished_total',
    help: 'Jobs this instance ran, by name and outcome (failed: it threw, and runs again unless out of attempts)',
    labelNames: ['name', 'outcome'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'hola_job_duration_seconds',
    help: 'How long a job ran on this instance, by name',
    labelNames: ['name'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  new Gauge({
    name: 'hola_jobs',
    help: 'Jobs in the queue by name and state (waiting: due, delayed or to be retried; running), all instances',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const { name, waiting, running } of await queue.counts()) {
          this.set({ name, state: 'waiting' }, waiting);
          this.set({ name, state: 'running' }, running);
        }
      } catch (error) {
        // A scrape still answers (the database may be down: /api/health says so).
        onError(error);
      }
    },
  });
  return {
    enqueueAll: (jobs, opts) => queue.enqueueAll(jobs, opts),
    work: (name, retry, handler) =>
      queue.work(name, retry, async (data) => {
        const end = duration.startTimer({ name });
        try {
          await handler(data);
          finished.inc({ name, outcome: 'done' });
        } catch (error) {
          finished.inc({ name, outcome: 'failed' });
          throw error;
        } finally {
          end();
        }
      }),
    stop: () => queue.stop(),
    counts: () => queue.counts(),
  };
}
