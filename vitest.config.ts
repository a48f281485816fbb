import os from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { DATABASE_FREE_TESTS } from './tests/setup/database-free.ts';
import viteConfig from './vite.config.ts';

// On PostgreSQL the unit project runs the files that can meet a database: the browser's code, the shared rules,
// the scripts' helpers, the checks over the repository (src/app, src/shared, scripts, tests/unit) and the server
// tests listed in tests/setup/database-free.ts never do, and already ran on SQLite.
const onPostgres = /^postgres(ql)?:/.test(process.env.TEST_DATABASE_URL ?? '');

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: [
              'src/**/*.test.{ts,tsx}',
              'scripts/**/*.test.ts',
              'tests/unit/**/*.test.ts',
              'tests/integration/**/*.test.ts',
              'tests/security/**/*.test.ts',
            ],
            exclude: [
              ...configDefaults.exclude,
              ...(onPostgres
                ? ['src/app/**', 'src/shared/**', 'scripts/**', 'tests/unit/**', ...DATABASE_FREE_TESTS]
                : []),
            ],
            environment: 'node',
            setupFiles: ['tests/setup/fail-on-console-error.ts'],
            // The files of a worker share their imported modules (decision record 040): each file builds its own app
            // and database, and re-importing the server's graph per file was most of the suite's time.
            isolate: false,
            // The files wait on their databases more than they compute: one more worker than cores
            // (Vitest's default is one fewer, a single worker on a 2-core machine).
            maxWorkers: os.availableParallelism() + 1,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            // npm run test:faults: server processes, their own redis-server and a proxy, killed and restarted.
            name: 'faults',
            include: ['tests/faults/**/*.test.ts'],
            environment: 'node',
            // Two files at a time: each starts its own servers, database, redis-server and proxy on free ports.
            maxWorkers: 2,
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            // Each file has its own server process, database and browser (tests/e2e/support/setup.ts).
            maxWorkers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
            // A page that is right only once the app has loaded gets the time a loaded machine needs
            // (the default second failed the first page of a run, while the browser was still cold).
            expect: { poll: { timeout: 10_000 } },
            // A long browser scenario on a machine shared with other test runs; a hang still fails.
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
