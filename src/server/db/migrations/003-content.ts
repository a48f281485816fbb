import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from '../column-types.ts';

export function contentMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  const localized = (name: string) => [`${name}_ko`, `${name}_es`, `${name}_en`];
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('phrases')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('ko', 'text', (c) => c.notNull())
        .addColumn('romanization', 'text', (c) => c.notNull())
        .addColumn('en', 'text', (c) => c.notNull())
        .addColumn('es', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('phrases_category_position_idx')
        .on('phrases')
        .columns(['category', 'position'])
        .execute();

      let regions = db.schema.createTable('regions').addColumn('id', 'text', (c) => c.primaryKey());
      for (const col of [...localized('name'), ...localized('summary')])
        regions = regions.addColumn(col, 'text', (c) => c.notNull());
      await regions
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      let places = db.schema
        .createTable('places')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id').onDelete('cascade'))
        .addColumn('name_korean', 'text', (c) => c.notNull())
        .addColumn('address_ko', 'text', (c) => c.notNull())
        .addColumn('lat', 'double precision', (c) => c.notNull())
        .addColumn('lng', 'double precision', (c) => c.notNull());
      for (const col of [...localized('name'), ...localized('what'), ...localized('why'), ...localized('how')]) {
        places = places.addColumn(col, 'text', (c) => c.notNull());
      }
      await places
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('places_region_position_idx')
        .on('places')
        .columns(['region_id', 'position'])
        .execute();

      await db.schema
        .createTable('favorite_phrases')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('phrase_id', 'text', (c) => c.notNull().references('phrases.id').onDelete('cascade'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('favorite_phrases_pkey', ['user_id', 'phrase_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['favorite_phrases', 'places', 'regions', 'phrases'])
        await db.schema.dropTable(table).execute();
    },
  };
}
