import { type Expression, type SqlBool, sql } from 'kysely';
import type { Dialect } from './column-types.ts';

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Posts whose title or body contains `q`, in any letter case, served by the trigram index of migration 006.
 * SQLite's trigram index also ignores accents ("estacion" finds "estación") from three characters up;
 * shorter queries (two-syllable Korean words are common) scan the search table instead.
 */
export function postTextMatches(dialect: Dialect, q: string): Expression<SqlBool> {
  if (dialect === 'postgres') {
    return sql<SqlBool>`(posts.title || ' ' || posts.body) ilike ${`%${escapeLike(q)}%`} escape '\\'`;
  }
  if ([...q].length >= 3) {
    return sql<SqlBool>`posts.id in (select rowid from posts_search where posts_search match ${`"${q.replace(/"/g, '""')}"`})`;
  }
  return sql<SqlBool>`posts.id in (select rowid from posts_search where doc like ${`%${escapeLike(q)}%`} escape '\\')`;
}
