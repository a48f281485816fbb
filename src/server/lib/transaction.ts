import type { Transaction } from 'kysely';
import type { Db } from '#server/db/index';
import type { Database } from '#server/db/schema';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction wrote nothing and may simply run again. */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

const ATTEMPTS = 5;

/** Runs `attempt` again (after a short random pause) while PostgreSQL rolls it back for a deadlock or a serialization failure. */
export async function retryOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= ATTEMPTS || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * tries));
    }
  }
}

/**
 * One command's transaction, handed down through every service it involves (the shape Outline's
 * commands use). Live events and other effects outside the database wait for the commit.
 */
export type Work = { trx: Transaction<Database>; afterCommit: (effect: () => Promise<void>) => void };

/**
 * The last parameter of every service function a command may call from another service: given `work`,
 * it runs inside it (through inWork) and never opens a transaction of its own.
 */
export type WorkOption = { work?: Work };

/**
 * Runs `command` inside the caller's work when there is one, or in a transaction of its own, retried on a
 * deadlock or serialization failure; effects registered with afterCommit run once it has committed.
 */
export async function inWork<T>(db: Db, work: Work | undefined, command: (work: Work) => Promise<T>): Promise<T> {
  if (work) return command(work);
  let effects: (() => Promise<void>)[] = [];
  const result = await retryOnConflict(() => {
    effects = [];
    return db.transaction().execute((trx) => command({ trx, afterCommit: (effect) => effects.push(effect) }));
  });
  for (const effect of effects) await effect();
  return result;
}
