import { type Expression, type SqlBool, sql } from 'kysely';
import type { Dialect } from './column-types.ts';
import type { Db } from './schema.ts';

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);
// FTS5's trigram index answers MATCH from three characters up.
const usesTrigramMatch = (dialect: Dialect, q: string) => dialect === 'sqlite' && [...q].length >= 3;
const ftsPhrase = (q: string) => `"${q.replace(/"/g, '""')}"`;

/**
 * Posts whose title or body contains `q`, in any letter case, served by the trigram index of migration 006.
 * SQLite's index also ignores accents ("estacion" finds "estación"); shorter queries (two-syllable Korean
 * words are common) compare the text row by row, which stops early for common words.
 */
export function postTextMatches(dialect: Dialect, q: string): Expression<SqlBool> {
  if (dialect === 'postgres')
    return sql<SqlBool>`(posts.title || ' ' || posts.body) ilike ${`%${escapeLike(q)}%`} escape '\\'`;
  if (usesTrigramMatch(dialect, q))
    return sql<SqlBool>`posts.id in (select rowid from posts_search where posts_search match ${ftsPhrase(q)})`;
  const pattern = `%${escapeLike(q)}%`;
  return sql<SqlBool>`(posts.title like ${pattern} escape '\\' or posts.body like ${pattern} escape '\\')`;
}

/**
 * Newest-first search on SQLite: walks the trigram index in id order and stops at the end of the page, where
 * `postTextMatches` would first collect every match (tens of thousands for a common word). Null where it does not apply.
 */
export async function newestMatchingPostIds(
  db: Db,
  dialect: Dialect,
  opts: { boardId: number; q: string; beforeId?: number; limit: number },
): Promise<number[] | null> {
  if (!usesTrigramMatch(dialect, opts.q)) return null;
  const { rows } = await sql<{ id: number }>`
    select posts.id from posts_search s join posts on posts.id = s.rowid
    where s.posts_search match ${ftsPhrase(opts.q)} and posts.board_id = ${opts.boardId}
      and posts.deleted_at is null and posts.hidden = 0 and s.rowid < ${opts.beforeId ?? Number.MAX_SAFE_INTEGER}
    order by s.rowid desc limit ${opts.limit}`.execute(db);
  return rows.map((r) => r.id);
}

/** Users whose nickname or e-mail contains `q` (any case), through the trigram index of migration 007. */
export function userTextMatches(dialect: Dialect, q: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  if (dialect === 'postgres')
    return sql<SqlBool>`(lower(users.nickname) || ' ' || users.email) like ${pattern} escape '\\'`;
  if (usesTrigramMatch(dialect, q))
    return sql<SqlBool>`users.rowid in (select rowid from users_search where users_search match ${ftsPhrase(q)})`;
  return sql<SqlBool>`(lower(users.nickname) like ${pattern} escape '\\' or users.email like ${pattern} escape '\\')`;
}
