import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { columnTypes, type Dialect } from '../column-types.ts';

/** Posts, comments, likes, views and content reports; counters live on the rows so lists stay one query. */
export function communityMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  const serial = (c: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('boards')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('discussion'))
        .execute();
      await db.schema
        .alterTable('boards')
        .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update boards set kind = 'qna' where slug = 'qna'`.execute(db);

      await db.schema
        .createTable('posts')
        .addColumn('id', t.serialId, serial)
        .addColumn('board_id', 'integer', (c) => c.notNull().references('boards.id'))
        .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('accepted_comment_id', 'integer')
        .addColumn('pinned', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .addColumn('hidden', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .addColumn('deleted_at', t.timestamp)
        .addColumn('deleted_by_moderator', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .addColumn('edited_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      // One index per board listing order; ids grow with time, so id order is newest order.
      await db.schema.createIndex('posts_board_newest_idx').on('posts').columns(['board_id', 'id']).execute();
      await db.schema.createIndex('posts_board_pinned_idx').on('posts').columns(['board_id', 'pinned', 'id']).execute();
      await db.schema
        .createIndex('posts_board_likes_idx')
        .on('posts')
        .columns(['board_id', 'like_count', 'id'])
        .execute();
      await db.schema
        .createIndex('posts_board_comments_idx')
        .on('posts')
        .columns(['board_id', 'comment_count', 'id'])
        .execute();
      await db.schema.createIndex('posts_author_idx').on('posts').columns(['author_id', 'id']).execute();
      await db.schema.createIndex('posts_likes_idx').on('posts').columns(['like_count', 'id']).execute();

      await db.schema
        .createTable('comments')
        .addColumn('id', t.serialId, serial)
        .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hidden', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .addColumn('deleted_at', t.timestamp)
        .addColumn('deleted_by_moderator', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .addColumn('edited_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('comments_post_idx').on('comments').columns(['post_id', 'id']).execute();
      await db.schema.createIndex('comments_author_idx').on('comments').columns(['author_id', 'id']).execute();

      for (const [table, target] of [
        ['post_likes', 'post_id'],
        ['comment_likes', 'comment_id'],
      ] as const) {
        await db.schema
          .createTable(table)
          .addColumn(target, 'integer', (c) =>
            c
              .notNull()
              .references(`${target === 'post_id' ? 'posts' : 'comments'}.id`)
              .onDelete('cascade'),
          )
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('created_at', t.timestamp, (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, [target, 'user_id'])
          .execute();
        await db.schema.createIndex(`${table}_user_idx`).on(table).columns(['user_id', 'created_at']).execute();
      }

      // A view counts once per viewer (a user id, or a keyed hash of a visitor's address) per post per UTC day.
      await db.schema
        .createTable('post_views')
        .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('viewer', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('post_views_pk', ['post_id', 'viewer', 'day'])
        .execute();
      await db.schema.createIndex('post_views_day_idx').on('post_views').column('day').execute();

      await db.schema
        .createTable('content_reports')
        .addColumn('id', t.serialId, serial)
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reported_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('resolved_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('resolved_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('content_reports_once', ['target_type', 'target_id', 'reporter_id'])
        .execute();
      await db.schema
        .createIndex('content_reports_state_idx')
        .on('content_reports')
        .columns(['state', 'created_at'])
        .execute();
      await db.schema.createIndex('content_reports_reporter_idx').on('content_reports').column('reporter_id').execute();
      await db.schema
        .createIndex('content_reports_reported_idx')
        .on('content_reports')
        .column('reported_user_id')
        .execute();

      // Substring search in titles and bodies, Korean included (no word breaks to rely on): trigrams.
      if (dialect === 'sqlite') {
        await sql`create virtual table posts_search using fts5(doc, tokenize = 'trigram remove_diacritics 1')`.execute(
          db,
        );
        await sql`create trigger posts_search_insert after insert on posts begin
          insert into posts_search (rowid, doc) values (new.id, new.title || char(10) || new.body); end`.execute(db);
        await sql`create trigger posts_search_update after update of title, body on posts begin
          update posts_search set doc = new.title || char(10) || new.body where rowid = new.id; end`.execute(db);
        await sql`create trigger posts_search_delete after delete on posts begin
          delete from posts_search where rowid = old.id; end`.execute(db);
      } else {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index posts_search_idx on posts using gin ((title || ' ' || body) gin_trgm_ops)`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await sql`drop table if exists posts_search`.execute(db);
      for (const table of ['content_reports', 'post_views', 'comment_likes', 'post_likes', 'comments', 'posts']) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.alterTable('boards').dropColumn('post_count').execute();
      await db.schema.alterTable('boards').dropColumn('kind').execute();
    },
  };
}
