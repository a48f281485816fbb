/**
 * Server test files that never open the database under test: the PostgreSQL run leaves them out, since the
 * SQLite run already ran them (issue 24: nothing runs twice). `tests/unit/database-free.test.ts` fails when one
 * of them names a way to a database.
 */
export const DATABASE_FREE_TESTS = [
  'src/server/env.test.ts',
  // Starts the server process on SQLite (DATABASE_URL empty) whatever the run's database.
  'src/server/main.test.ts',
  'src/server/events/bus.test.ts',
  'src/server/events/presence.test.ts',
  'src/server/lib/group-commit.test.ts',
  'src/server/lib/json-body.test.ts',
  'src/server/lib/security-headers.test.ts',
  'src/server/lib/window-counter.test.ts',
  'src/server/test/notification-endpoints.test.ts',
  'src/server/web/client-routes.test.ts',
  'tests/security/config-secrets.test.ts',
];
