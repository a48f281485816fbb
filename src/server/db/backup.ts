import { existsSync, mkdirSync, renameSync, rmSync, statSync, chmodSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ownerOf } from './sqlite-owner.ts';

/** A file name that sorts by time: app-2026-11-26T19-40-05Z.db. */
export function datedName(now = new Date()): string {
  return `app-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.db`;
}

/** What `file` holds: ok when SQLite finds it whole and it has our migrations. */
export function inspectBackup(file: string): { ok: true; migration: string } | { ok: false; reason: string } {
  if (!existsSync(file)) return { ok: false, reason: 'no such file' };
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') return { ok: false, reason: `SQLite's quick_check says: ${String(check)}` };
    const tracked = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!tracked) return { ok: false, reason: 'it has no migrations: not a Hola Corea database' };
    const last = db.prepare('select name from kysely_migration order by name desc limit 1').get() as
      { name: string } | undefined;
    if (!last) return { ok: false, reason: 'it has no migrations: not a Hola Corea database' };
    return { ok: true, migration: last.name };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    db?.close();
  }
}

/**
 * A consistent copy of the live database (decision record 030), while the server serves traffic:
 * SQLite's online backup API copies it page by page and starts again if another connection writes
 * between two steps; after the first step it copies everything left in one, so a busy server cannot
 * keep it from finishing. Written beside its destination and renamed, readable by its owner only.
 */
export async function backupSqlite(source: string, destination: string): Promise<{ file: string; bytes: number }> {
  mkdirSync(path.dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(partial, { progress: () => 1_000_000_000 });
  } finally {
    db.close();
  }
  chmodSync(partial, 0o600);
  const inspected = inspectBackup(partial);
  if (!inspected.ok) {
    rmSync(partial, { force: true });
    throw new Error(`the copy is not usable (${inspected.reason})`);
  }
  renameSync(partial, destination);
  return { file: destination, bytes: statSync(destination).size };
}

export class RestoreRefused extends Error {}

/**
 * Puts a backup in place of the database. Refused while a server holds the database (replacing the
 * file under it would corrupt both), and over an existing database unless `force`: then that one is
 * kept beside it as `<file>.before-restore-<time>` first, its log folded in.
 */
export function restoreSqlite(backup: string, target: string, { force }: { force: boolean }): { kept?: string } {
  const inspected = inspectBackup(backup);
  if (!inspected.ok) throw new RestoreRefused(`${backup} cannot be restored: ${inspected.reason}`);
  const owner = ownerOf(target);
  if (owner !== null) {
    throw new RestoreRefused(`a server (process ${owner}) has ${target} open: stop it first, then restore`);
  }
  let kept: string | undefined;
  if (existsSync(target)) {
    if (!force) throw new RestoreRefused(`${target} exists: --force replaces it (it is kept as a copy first)`);
    // Its write-ahead log holds committed changes: fold them into the file before moving it aside.
    const current = new SQLite(target, { fileMustExist: true });
    current.pragma('wal_checkpoint(TRUNCATE)');
    current.close();
    kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, kept);
  }
  // A log or shared-memory file left beside the path belongs to the database that was there.
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.restoring`;
  copyFileSync(backup, partial);
  chmodSync(partial, 0o600);
  renameSync(partial, target);
  return kept ? { kept } : {};
}
