import { utcDay } from '../column-types.ts';
import { userTextMatches } from '../search.ts';
import type { AdminStore } from './admin-store.ts';

/** PostgreSQL: `like` over the lower-cased nickname and e-mail (pg_trgm, migration 007); timestamps are timestamptz. */
export function postgresAdminStore(): AdminStore {
  return {
    userTextMatches: (q) => userTextMatches('postgres', q),
    utcDay: (column) => utcDay('postgres', column),
  };
}
