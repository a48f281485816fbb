import { type Kysely, sql } from 'kysely';

/**
 * An admin's deactivation was stored as status 'deleted', easy to mix up with deleted_at (the owner
 * deleted the account): it becomes 'deactivated' (decision record 022). SQLite cannot change a CHECK
 * in place, so on both engines the column is replaced: a new one with the new CHECK, filled from the
 * old one, which is dropped (its CHECK with it) before the new one takes its name.
 */
export function accountStatusMigration() {
  const renameInactive = async (db: Kysely<unknown>, from: string, to: string) => {
    await db.schema
      .alterTable('users')
      .addColumn('status_next', 'text', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(sql`status_next in ('active', ${sql.lit(to)})`),
      )
      .execute();
    await sql`update users set status_next = case when status = ${sql.lit(from)} then ${sql.lit(to)} else 'active' end`.execute(
      db,
    );
    await db.schema.alterTable('users').dropColumn('status').execute();
    await db.schema.alterTable('users').renameColumn('status_next', 'status').execute();
  };
  return {
    async up(db: Kysely<unknown>) {
      await renameInactive(db, 'deleted', 'deactivated');
    },
    async down(db: Kysely<unknown>) {
      await renameInactive(db, 'deactivated', 'deleted');
    },
  };
}
