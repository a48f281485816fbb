import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

/**
 * One real server and one Chromium per spec file, started before its tests and stopped after; the browser
 * contexts a test opened are closed after it, passed or failed, so a failed step leaks nothing into the next.
 */
export function useServerAndBrowser() {
  const env = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    const [server, browser] = await Promise.allSettled([startServer(), launchBrowser()]);
    if (server.status === 'fulfilled') env.server = server.value;
    if (browser.status === 'fulfilled') env.browser = browser.value;
    if (server.status === 'rejected') throw server.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterEach(async () => {
    await Promise.allSettled(env.browser?.contexts().map((context) => context.close()) ?? []);
  });
  afterAll(async () => {
    const closed = await Promise.allSettled([env.browser?.close(), env.server?.stop()]);
    for (const result of closed) if (result.status === 'rejected') throw result.reason;
  });
  return env;
}
