/**
 * A persistent job queue (decision record 020): a job survives a restart, runs on one instance at a
 * time, and is retried with backoff when its handler throws. Mails and pushes are jobs, so a slow or
 * failing provider never holds up a request.
 */
export interface NewJob {
  name: string;
  data: Record<string, unknown>;
  delayMs?: number;
  /**
   * While a job of this name and key is still waiting, a new one is dropped, whichever engine runs the
   * queue (pg-boss's 'short' policy counts a missing key as one key, so every job names one).
   */
  key: string;
}

export interface JobQueue {
  /**
   * Adds a job that runs after `delayMs`. While a job of that name and key is still waiting, the new one
   * is dropped (one pending chat mail per user, however many messages arrive).
   */
  enqueue(name: string, data: Record<string, unknown>, opts: { delayMs?: number; key: string }): Promise<void>;
  /** Adds several jobs in one statement (a batch of sends), with the same rules as `enqueue`. */
  enqueueAll(jobs: NewJob[]): Promise<void>;
  /** The handler of a job name; a throw means "try again later" until the attempts run out. */
  work(name: string, handler: (data: Record<string, unknown>) => Promise<void>): Promise<void>;
  /** Stops taking jobs and waits for the running ones (the SIGTERM drain). */
  stop(): Promise<void>;
}

export const JOB_ATTEMPTS = 6;

/** 30 s, 1 min, 2 min, 4 min… after each failed attempt. */
export function backoffMs(attempt: number): number {
  return 30_000 * 2 ** Math.max(0, attempt - 1);
}
