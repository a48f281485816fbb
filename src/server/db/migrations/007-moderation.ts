import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../column-types.ts';

/** What resolved a report, and the indexes the admin area lists, searches and counts by. */
export function moderationMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('message_reports').addColumn('resolution', 'text').execute();
      await db.schema.alterTable('content_reports').addColumn('resolution', 'text').execute();
      await db.schema
        .createIndex('message_reports_reported_idx')
        .on('message_reports')
        .column('reported_user_id')
        .execute();
      await db.schema.createIndex('messages_created_idx').on('messages').column('created_at').execute();
      await db.schema.createIndex('comments_created_idx').on('comments').column('created_at').execute();
      await db.schema.createIndex('posts_created_idx').on('posts').column('created_at').execute();
      await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();
      await db.schema
        .createIndex('audit_log_target_idx')
        .on('audit_log')
        .columns(['target_type', 'created_at'])
        .execute();
      // The admin list pages users newest first with the id as tie-break.
      await db.schema.dropIndex('users_created_at_idx').execute();
      await db.schema.createIndex('users_created_id_idx').on('users').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('users_role_idx').on('users').columns(['role', 'created_at']).execute();
      await db.schema.createIndex('users_ban_until_idx').on('users').column('ban_until').execute();

      // Admins find users by any part of a nickname or e-mail: a trigram index, as for posts.
      if (dialect === 'sqlite') {
        // External content: the index reads the text from users, so it keeps no copy of an e-mail.
        await sql`create virtual table users_search using fts5(nickname, email, content = 'users', content_rowid = 'rowid', tokenize = 'trigram')`.execute(
          db,
        );
        await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
        await sql`create trigger users_search_insert after insert on users begin
          insert into users_search (rowid, nickname, email) values (new.rowid, new.nickname, new.email); end`.execute(
          db,
        );
        await sql`create trigger users_search_delete after delete on users begin
          insert into users_search (users_search, rowid, nickname, email) values ('delete', old.rowid, old.nickname, old.email); end`.execute(
          db,
        );
        await sql`create trigger users_search_update after update of nickname, email on users begin
          insert into users_search (users_search, rowid, nickname, email) values ('delete', old.rowid, old.nickname, old.email);
          insert into users_search (rowid, nickname, email) values (new.rowid, new.nickname, new.email); end`.execute(
          db,
        );
      } else {
        await sql`create index users_search_idx on users using gin ((lower(nickname) || ' ' || email) gin_trgm_ops)`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const trigger of ['users_search_insert', 'users_search_delete', 'users_search_update'])
          await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
        await sql`drop table users_search`.execute(db);
      } else {
        await db.schema.dropIndex('users_search_idx').execute();
      }
      await db.schema.dropIndex('users_created_id_idx').execute();
      await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();
      for (const index of [
        'users_ban_until_idx',
        'users_role_idx',
        'audit_log_target_idx',
        'audit_log_action_idx',
        'posts_created_idx',
        'comments_created_idx',
        'messages_created_idx',
        'message_reports_reported_idx',
      ]) {
        await db.schema.dropIndex(index).execute();
      }
      await db.schema.alterTable('content_reports').dropColumn('resolution').execute();
      await db.schema.alterTable('message_reports').dropColumn('resolution').execute();
    },
  };
}
