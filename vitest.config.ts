import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'tests/security/**/*.test.ts'],
            environment: 'node',
            setupFiles: ['tests/setup/fail-on-console-error.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
