// npm run restore -- <backup.db> [--force]: puts a backup made by `npm run backup` in place of the SQLite
// database (DATABASE_URL, or $DATA_DIR/app.db), with the server stopped (decision record 030). Over an
// existing database it asks for --force and keeps that one beside it first. The next start migrates the
// restored database forward if it is older than the code.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RestoreRefused, restoreSqlite } from '#server/db/backup';
import { ConfigError, loadConfig } from '#server/env';

function main(): number {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- <backup.db> [--force]');
    return 2;
  }
  const config = loadConfig();
  if (config.database.dialect !== 'sqlite') {
    console.error(
      'DATABASE_URL is PostgreSQL: restore it with pg_restore or from its WAL archive (docs/deploy.md, Backups).',
    );
    return 2;
  }
  const { kept } = restoreSqlite(path.resolve(positionals[0]!), config.database.file, { force: values.force });
  if (kept) console.log(`The database it replaced is kept as ${kept}`);
  console.log(`Restored into ${config.database.file}; start the server.`);
  return 0;
}

try {
  process.exit(main());
} catch (error) {
  if (!(error instanceof RestoreRefused || error instanceof ConfigError)) throw error;
  console.error(`Restore refused: ${error.message}`);
  process.exit(1);
}
