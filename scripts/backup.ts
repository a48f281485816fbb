// npm run backup [-- --out <directory or file.db>]: a consistent copy of the SQLite database while the
// server runs (decision record 030), by default into $DATA_DIR/backups/app-<UTC time>.db. Run it with
// the server's environment (DATA_DIR, DATABASE_URL). PostgreSQL: pg_dump or WAL archiving (docs/deploy.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupSqlite, datedName } from '#server/db/backup';
import { ConfigError, loadConfig } from '#server/env';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  if (config.database.dialect !== 'sqlite') {
    console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump or WAL archiving (docs/deploy.md, Backups).');
    return 2;
  }
  const out = values.out ?? path.join(config.dataDir, 'backups');
  const destination = out.endsWith('.db') ? path.resolve(out) : path.resolve(out, datedName());
  const started = Date.now();
  const { file, bytes } = await backupSqlite(config.database.file, destination);
  console.log(`${file} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${Date.now() - started} ms)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `Backup failed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
