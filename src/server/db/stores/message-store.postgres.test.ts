import type { CompiledQuery, QueryResult } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '#server/db/index';
import { createTestDatabase } from '#server/test/test-app';
import { postgresSendStatements } from './message-store.postgres.ts';

// The plans PostgreSQL keeps for a batch's statements. A connection plans a named statement once and
// keeps that plan while the statistics stay the same: a plan made while `messages` was small (a new
// database, before autovacuum's first ANALYZE) is still used when it holds millions of rows.
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.warn('message-store.postgres.test.ts skipped: set TEST_DATABASE_URL to run it.');

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
let client: pg.Client;
beforeAll(async () => {
  if (!adminUrl) return;
  database = await createTestDatabase();
  if (database.database.dialect !== 'postgres') throw new Error('TEST_DATABASE_URL must name PostgreSQL');
  handle = openDatabase(database.database);
  await migrateToLatest(handle);
  client = new pg.Client({ connectionString: database.database.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await handle?.close();
  await database?.drop();
});

/** The SQL a statement of postgresSendStatements runs, captured instead of run. */
async function sqlOf(
  run: (executor: { executeQuery: <R>(q: CompiledQuery<R>) => Promise<QueryResult<R>> }) => unknown,
) {
  let captured: CompiledQuery | undefined;
  await run({
    executeQuery: async <R>(query: CompiledQuery<R>) => {
      captured = query;
      return { rows: [] as R[] };
    },
  });
  return captured!.sql;
}

describe.skipIf(!adminUrl)('a batch of sends on PostgreSQL', () => {
  it("finds a send's earlier copy through the (sender, client id) index, even with a plan made on an empty table", async () => {
    const statements = postgresSendStatements(handle.db);
    const sql = await sqlOf((executor) =>
      statements.states({ userIds: ['u'], conversationIds: ['c'], clientIds: ['k'] }, executor),
    );
    // The plan kept for every later batch, made now: `messages` is empty and was never analysed.
    await client.query('set plan_cache_mode = force_generic_plan');
    await client.query(`prepare states(text[], text[], text[]) as ${sql}`);
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) execute states('{u}', '{c}', '{k}')`,
    );
    const reads = nodes(rows[0]!['QUERY PLAN'][0].Plan).filter(
      (node) => node['Relation Name'] === 'messages' || node['Index Name']?.startsWith('messages'),
    );
    expect(reads.map((node) => node['Node Type'])).toEqual(['Index Scan']);
    expect(reads[0]!['Index Name']).toBe('messages_sender_client_key');
  });
});
