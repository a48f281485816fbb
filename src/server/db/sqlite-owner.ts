import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Config } from '#server/env';

/** The file beside a SQLite database naming the server process that has it open. */
export const ownerFile = (databaseFile: string) => `${databaseFile}.pid`;

/**
 * Marks the SQLite database as this server's until it closes, so `npm run restore` does not replace
 * it under a running server (decision record 030). PostgreSQL needs no mark: it is restored by its own tools.
 */
export function holdDatabase(database: Config['database']): () => void {
  if (database.dialect !== 'sqlite') return () => {};
  const file = ownerFile(database.file);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (ownerOf(database.file) === process.pid) rmSync(file, { force: true });
  };
}

/** The live process that holds the database, or null (none, or one that died without removing its mark). */
export function ownerOf(databaseFile: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerFile(databaseFile), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists, run by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
