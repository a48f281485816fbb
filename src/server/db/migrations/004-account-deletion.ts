import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from '../column-types.ts';

/** An account its owner deleted keeps its id (so later posts stay attributable to "deleted user") and nothing personal. */
export function accountDeletionMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('deleted_at', t.timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('deleted_at').execute();
    },
  };
}
