import { startServerProcess } from '#server/test/server-process';

export const E2E_ADMIN = { email: 'admin@e2e.holacorea.test', password: 'e2e-admin-password' };

/** The real server with the built client, on a fresh SQLite database. */
export const startServer = () =>
  startServerProcess({
    // All browser users share 127.0.0.1.
    RATE_LIMIT_SCALE: '50',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
export type TestServer = Awaited<ReturnType<typeof startServer>>;
