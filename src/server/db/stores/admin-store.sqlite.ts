import { utcDay } from '../column-types.ts';
import { userTextMatches } from '../search.ts';
import type { AdminStore } from './admin-store.ts';

/** SQLite: FTS5's trigram index over nickname and e-mail from three characters up; timestamps are ISO text. */
export function sqliteAdminStore(): AdminStore {
  return {
    userTextMatches: (q) => userTextMatches('sqlite', q),
    utcDay: (column) => utcDay('sqlite', column),
  };
}
