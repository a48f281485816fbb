import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

/** One real server and one Chromium per spec file, started before its tests and stopped after. */
export function useServerAndBrowser() {
  const env = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
