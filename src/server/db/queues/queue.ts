import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The persistent job queue's engines (decision records 020, 028): a job survives a restart, runs on one
 * instance at a time, and is retried with backoff when its handler throws. Jobs are declared and used
 * through `src/server/jobs/` (`defineJob`), which checks their payloads; this is the storage underneath.
 */

/** How often a failing job runs again: `attempts` in all, waiting `firstRetryMs`, then twice as long each time. */
export type RetryPolicy = { attempts: number; firstRetryMs: number };

export interface NewJob {
  name: string;
  data: unknown;
  delayMs?: number;
  /**
   * While a job of this name and key is still waiting, a new one is dropped, whichever engine runs the
   * queue (pg-boss's 'short' policy counts a missing key as one key, so every job names one).
   */
  key: string;
  retry: RetryPolicy;
}

export interface JobQueue {
  /**
   * Adds jobs in one statement. Given `trx`, they are written in that transaction: they exist if and only
   * if it commits (the transactional outbox).
   */
  enqueueAll(jobs: NewJob[], opts?: { trx?: Transaction<Database> }): Promise<void>;
  /** The handler of a job name; a throw means "try again later" until the policy's attempts run out. */
  work(name: string, retry: RetryPolicy, handler: (data: unknown) => Promise<void>): Promise<void>;
  /** Stops taking jobs and waits for the running ones (the SIGTERM drain). */
  stop(): Promise<void>;
  /** The jobs in the queue by name: waiting (due or delayed, retries included) and running (for /metrics). */
  counts(): Promise<JobCounts[]>;
}

export type JobCounts = { name: string; waiting: number; running: number };

/** The wait before attempt `attempt + 1`, after `attempt` failed ones. */
export function backoffMs(retry: RetryPolicy, attempt: number): number {
  return retry.firstRetryMs * 2 ** Math.max(0, attempt - 1);
}
