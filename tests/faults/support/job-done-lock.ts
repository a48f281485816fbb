import SQLite from 'better-sqlite3';
import pg from 'pg';
import { eventually } from '#server/test/notification-endpoints';

/**
 * Keeps a running job of `name` from being marked done, so a server can be killed between the end of
 * its work and the write that ends the job. Take it while the job runs; after the kill, `release` (which
 * writes nothing; it may be called again).
 */
export async function holdJobDone(kind: 'sqlite' | 'postgres', databaseUrl: string, name: string) {
  return kind === 'sqlite' ? holdSqlite(databaseUrl) : holdPostgres(databaseUrl, name);
}

/**
 * SQLite: the database's write lock. The server's delete of the finished job waits for it, and with it
 * the whole process (its statements run on its one thread): nothing outside shows what it waits on, so
 * `workerWaiting` gives it half a second to read what it was answered.
 */
function holdSqlite(file: string) {
  const db = new SQLite(file);
  db.pragma('busy_timeout = 5000');
  db.exec('begin immediate');
  return {
    workerWaiting: () => new Promise<void>((resolve) => setTimeout(resolve, 500)),
    release: async () => {
      if (db.open) db.close();
    },
  };
}

/**
 * PostgreSQL: the job's row in pg-boss's table, locked. `workerWaiting` resolves once pg-boss's UPDATE
 * that completes the job waits for it. `release` first ends that waiting statement, as if the killed
 * process had died before sending it (PostgreSQL would otherwise run it once the lock is free: the job
 * would be done after all).
 */
async function holdPostgres(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  const locked = await client.query(`select id from pgboss.job where name = $1 and state = 'active' for update`, [
    name,
  ]);
  if (locked.rowCount !== 1) {
    await client.end();
    throw new Error(`expected one running ${name} job, found ${locked.rowCount}`);
  }
  let waiting: number[] = [];
  let released = false;
  return {
    async workerWaiting() {
      waiting = await eventually(
        async () => {
          // A transaction reads the server's activity once, unless told to read it again.
          await client.query('select pg_stat_clear_snapshot()');
          const { rows } = await client.query<{ pid: number }>(
            `select pid from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and wait_event_type = 'Lock' and query like '%completed_on = now()%'`,
          );
          return rows.length > 0 ? rows.map((r) => r.pid) : null;
        },
        10_000,
        'the job to wait to be marked done',
      );
    },
    async release() {
      if (released) return;
      released = true;
      // With a timeout, pg_terminate_backend returns once the backend is gone.
      await client.query('select pg_terminate_backend(pid, 5000) from unnest($1::int[]) as pid', [waiting]);
      await client.end();
    },
  };
}
