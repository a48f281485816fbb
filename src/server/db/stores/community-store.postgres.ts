import { postTextMatches } from '../search.ts';
import type { CommunityStore } from './community-store.ts';

/** PostgreSQL: `ilike` over title and body, served by the pg_trgm index of migration 006, for every query. */
export function postgresCommunityStore(): CommunityStore {
  return {
    postTextMatches: (q) => postTextMatches('postgres', q),
    newestMatchingPostIds: async () => null,
  };
}
