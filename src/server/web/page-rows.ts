import type { Db } from '#server/db/index';

/** Whether a page named after a row (a region, a board, a post) has its row; other pages always do. */
export type PageRowCheck = (pathname: string) => Promise<boolean>;

/** A post id as the app reads it, within PostgreSQL's integer. */
const isPostId = (id: string) => /^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647;

/**
 * A region, board or post that is not there answers 404 with the not-found page, as an unknown path does:
 * otherwise every mistyped or deleted link would be a page to a search engine. A post deleted with its
 * comments kept is still there (its tombstone is a page).
 */
export function createPageRowCheck(db: Db): PageRowCheck {
  return async (pathname) => {
    let segments: string[];
    try {
      segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return false;
    }
    const [first, second, id] = segments;
    if (!id) return true;
    if (first === 'guide' && second === 'places')
      return Boolean(await db.selectFrom('regions').select('id').where('id', '=', id).executeTakeFirst());
    if (first === 'community' && second === 'board')
      return Boolean(await db.selectFrom('boards').select('id').where('slug', '=', id).executeTakeFirst());
    if (first === 'community' && second === 'post' && id !== 'new')
      return (
        isPostId(id) &&
        Boolean(await db.selectFrom('posts').select('id').where('id', '=', Number(id)).executeTakeFirst())
      );
    return true;
  };
}
