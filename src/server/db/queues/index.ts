import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/env';
import type { DatabaseHandle } from '../index.ts';
import type { JobQueue } from './queue.ts';
import { createSqliteQueue } from './sqlite-queue.ts';

export type { JobQueue, NewJob, RetryPolicy } from './queue.ts';

/**
 * The job queue of the database's engine: pg-boss beside PostgreSQL's tables, a leased jobs table in SQLite. pg-boss
 * is loaded only for PostgreSQL.
 */
export async function openJobQueue(
  database: Config['database'],
  handle: DatabaseHandle,
  opts: { log: FastifyBaseLogger; pollMs?: number; leaseMs?: number },
): Promise<JobQueue> {
  if (database.dialect !== 'postgres') return createSqliteQueue(handle.db, opts);
  const { createPgQueue } = await import('./pg-queue.ts');
  return createPgQueue(database.url, opts);
}
