import { sql } from 'kysely';
import type { Db } from './schema.ts';

/**
 * The migrations a newer version has run that this code does not know, when the database is simply
 * ahead of it: it has every migration this code knows, and the others all come after them. That is an
 * older instance during a rolling restart (or a rollback) after the new version migrated; as migrations
 * only expand while both versions run (docs/deploy.md, "Upgrades"), the older code runs on such a
 * database. Null otherwise (nothing unknown, or a gap the migrator must report).
 */
export async function migrationsAhead(db: Db, known: string[]): Promise<string[] | null> {
  let executed: string[];
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    executed = rows.map((row) => row.name);
  } catch {
    // A new database: nothing run yet.
    return null;
  }
  const knownSet = new Set(known);
  const unknown = executed.filter((name) => !knownSet.has(name)).sort();
  if (unknown.length === 0) return null;
  const lastKnown = [...known].sort().at(-1) ?? '';
  const done = new Set(executed);
  return known.every((name) => done.has(name)) && unknown.every((name) => name > lastKnown) ? unknown : null;
}
