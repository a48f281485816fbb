import type { Db } from '../schema.ts';
import { newestMatchingPostIds, postTextMatches } from '../search.ts';
import type { CommunityStore } from './community-store.ts';

/**
 * SQLite: FTS5's trigram index (migration 006), which also ignores accents; from three characters up a
 * newest-first search walks it in id order and stops at the end of the page.
 */
export function sqliteCommunityStore(db: Db): CommunityStore {
  return {
    postTextMatches: (q) => postTextMatches('sqlite', q),
    newestMatchingPostIds: (opts) => newestMatchingPostIds(db, 'sqlite', opts),
  };
}
