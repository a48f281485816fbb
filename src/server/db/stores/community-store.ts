import type { Expression, SqlBool } from 'kysely';

/**
 * The community's store (decision records 028, 038): where the engines differ for boards and posts, the
 * text search, behind one interface, with the SQLite and PostgreSQL implementations side by side
 * (`community-store.sqlite.ts`, `community-store.postgres.ts`). Both read the indexes of `search.ts`.
 */
export interface CommunityStore {
  /** A condition on `posts`: its title or body contains `q`, in any letter case (on SQLite, any accent too). */
  postTextMatches(q: string): Expression<SqlBool>;
  /**
   * The ids of a board's visible posts that contain `q`, newest first, below `beforeId`, at most `limit`;
   * null where the engine has no faster way than filtering with `postTextMatches`.
   */
  newestMatchingPostIds(opts: {
    boardId: number;
    q: string;
    beforeId?: number;
    limit: number;
  }): Promise<number[] | null>;
}
