import { type Kysely, sql } from 'kysely';
import { columnTypes, type Dialect } from '../column-types.ts';

/**
 * Photos (issue 29, decision record 032). One row per uploaded photo: who uploaded it, where its files are
 * (`storage_key`: a digest, never a name anyone chose), its size and placeholder, whether it is public or
 * kept to a chat's two participants, and what it is attached to. A photo nobody attached within a day is
 * an orphan, swept with its files; a removed photo keeps its row (the uploader's caps count it) but no files.
 */
export function photosMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('photos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('visibility', 'text', (c) => c.notNull().check(sql`visibility in ('public', 'private')`))
        .addColumn('state', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`state in ('pending', 'attached', 'removed')`),
        )
        .addColumn('target_type', 'text', (c) =>
          c.check(sql`target_type in ('post', 'comment', 'message', 'place', 'region')`),
        )
        .addColumn('target_id', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('widths', 'text', (c) => c.notNull())
        .addColumn('placeholder', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        // JSON text: each file's size ("640.webp": 31337), so the offline pack tells its size before downloading.
        .addColumn('file_sizes', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('attached_at', t.timestamp)
        .addColumn('removed_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('photos_target_idx')
        .on('photos')
        .columns(['target_type', 'target_id', 'position'])
        .execute();
      // The caps count a user's uploads of the last hour and day; the sweep finds old pending photos.
      await db.schema.createIndex('photos_owner_idx').on('photos').columns(['owner_id', 'created_at']).execute();
      await db.schema.createIndex('photos_state_idx').on('photos').columns(['state', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('photos').execute();
    },
  };
}
