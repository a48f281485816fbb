import { type Kysely, sql } from 'kysely';
import { nicknameSkeleton } from '#server/auth/nickname';
import { columnTypes, type Dialect } from '../column-types.ts';

/**
 * Nickname look-alikes (a unique skeleton per nickname) and admins' second factor (Better Auth's
 * two-factor plugin: a flag on the user and one TOTP secret with its recovery codes).
 */
export function accountSecurityMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('nickname_skeleton', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('two_factor_enabled', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .execute();
      const users = await sql<{
        id: string;
        nickname: string;
      }>`select id, nickname from users order by created_at`.execute(db);
      // Look-alikes that already exist keep their names; only the first of them holds the skeleton.
      const seen = new Set<string>();
      for (const user of users.rows) {
        const skeleton = nicknameSkeleton(user.nickname);
        if (seen.has(skeleton)) continue;
        seen.add(skeleton);
        await sql`update users set nickname_skeleton = ${skeleton} where id = ${user.id}`.execute(db);
      }
      await db.schema
        .createIndex('users_nickname_skeleton_key')
        .on('users')
        .unique()
        .column('nickname_skeleton')
        .execute();

      await db.schema
        .createTable('two_factors')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('backup_codes', 'text', (c) => c.notNull())
        .addColumn('verified', t.boolean, (c) => c.notNull().defaultTo(true))
        .addColumn('failed_verification_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', t.timestamp)
        .execute();
      await db.schema.createIndex('two_factors_user_id_idx').on('two_factors').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('two_factors').execute();
      await db.schema.dropIndex('users_nickname_skeleton_key').execute();
      await db.schema.alterTable('users').dropColumn('two_factor_enabled').execute();
      await db.schema.alterTable('users').dropColumn('nickname_skeleton').execute();
    },
  };
}
