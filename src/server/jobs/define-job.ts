import type { z } from 'zod';
import type { JobQueue, NewJob, RetryPolicy } from '#server/db/queues/index';
import type { Work } from '#server/lib/transaction';

/**
 * A job as a contract (decision record 028; compare Outline's BaseTask): its name, the schema of its
 * payload, how it is retried and which key keeps one waiting job at a time. One file per job declares
 * it; the domain that runs it registers its handler with `jobs.work`.
 */
export type JobDefinition<P> = {
  name: string;
  payload: z.ZodType<P>;
  retry: RetryPolicy;
  /** While a job with this key waits, another one is dropped (one pending chat mail per user). */
  key: (payload: P) => string;
};

export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;

/** Mails and pushes: 6 attempts, 30 s, 1 min, 2 min, 4 min… apart. */
export const DELIVERY_RETRY: RetryPolicy = { attempts: 6, firstRetryMs: 30_000 };

/** One job to add: a definition, its payload, and a delay. */
export type Enqueued = { job: JobDefinition<never>; payload: unknown; delayMs?: number };
export const enqueued = <P>(job: JobDefinition<P>, payload: NoInfer<P>, delayMs?: number): Enqueued => ({
  job: job as unknown as JobDefinition<never>,
  payload,
  ...(delayMs ? { delayMs } : {}),
});

type Log = { error: (obj: object, msg: string) => void };

/**
 * The typed queue every domain uses. Payloads are checked against their schema when a job runs (a row
 * written by an older version may not match: it is logged and dropped, never retried) and, outside
 * production, when it is added. Given `work`, jobs are written in its transaction.
 */
export function createJobs(
  queue: JobQueue,
  { log, checkOnEnqueue, retryScale = 1 }: { log: Log; checkOnEnqueue: boolean; retryScale?: number },
) {
  // JOB_RETRY_SCALE: the fault tests shorten every wait between attempts, as RATE_LIMIT_SCALE raises limits.
  const scaled = (retry: RetryPolicy): RetryPolicy =>
    retryScale === 1 ? retry : { ...retry, firstRetryMs: Math.round(retry.firstRetryMs * retryScale) };
  const toRow = ({ job, payload, delayMs }: Enqueued): NewJob => {
    if (checkOnEnqueue) job.payload.parse(payload);
    return { name: job.name, data: payload, key: job.key(payload as never), retry: scaled(job.retry), delayMs };
  };
  return {
    async enqueueAll(items: Enqueued[], { work }: { work?: Work } = {}): Promise<void> {
      await queue.enqueueAll(items.map(toRow), work ? { trx: work.trx } : {});
    },
    enqueue<P>(job: JobDefinition<P>, payload: NoInfer<P>, opts: { delayMs?: number; work?: Work } = {}) {
      return this.enqueueAll([enqueued(job, payload, opts.delayMs)], opts);
    },
    work<P>(job: JobDefinition<P>, handler: (payload: P) => Promise<void>): Promise<void> {
      return queue.work(job.name, scaled(job.retry), async (data) => {
        const parsed = job.payload.safeParse(data);
        if (!parsed.success) {
          log.error({ job: job.name, issues: parsed.error.issues }, 'job payload does not match its schema; dropped');
          return;
        }
        await handler(parsed.data);
      });
    },
    stop: () => queue.stop(),
  };
}

export type Jobs = ReturnType<typeof createJobs>;
