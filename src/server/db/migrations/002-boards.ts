import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from '../column-types.ts';

export function boardsMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('boards')
        .addColumn('id', t.serialId, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name_ko', 'text', (c) => c.notNull())
        .addColumn('name_es', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('description_ko', 'text', (c) => c.notNull())
        .addColumn('description_es', 'text', (c) => c.notNull())
        .addColumn('description_en', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('archived', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('boards').execute();
    },
  };
}
