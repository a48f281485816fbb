import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/env';
import type { DatabaseHandle } from '../index.ts';
import { createPgQueue } from './pg-queue.ts';
import type { JobQueue } from './queue.ts';
import { createSqliteQueue } from './sqlite-queue.ts';

export type { JobQueue, NewJob, RetryPolicy } from './queue.ts';

/** The job queue of the database's engine: pg-boss beside PostgreSQL's tables, a leased jobs table in SQLite. */
export async function openJobQueue(
  database: Config['database'],
  handle: DatabaseHandle,
  opts: { log: FastifyBaseLogger; pollMs?: number; leaseMs?: number },
): Promise<JobQueue> {
  return database.dialect === 'postgres' ? createPgQueue(database.url, opts) : createSqliteQueue(handle.db, opts);
}
