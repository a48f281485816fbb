import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestServer } from './server.ts';

export type Viewport = 'mobile' | 'desktop';
const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/**
 * A fresh browser context (its own cookies and storage). Uncaught page errors and CSP
 * violations are collected in `problems`; each spec asserts it stays empty.
 */
export async function openContext(browser: Browser, server: TestServer, opts: { locale?: string; viewport?: Viewport; timezoneId?: string } = {}) {
  const context: BrowserContext = await browser.newContext({
    baseURL: server.baseUrl,
    locale: opts.locale ?? 'ko-KR',
    viewport: VIEWPORTS[opts.viewport ?? 'desktop'],
    timezoneId: opts.timezoneId,
  });
  const problems: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy|Uncaught/i.test(msg.text())) problems.push(`console: ${msg.text()}`);
    });
  };
  context.on('page', watch);
  const page = await context.newPage();
  return { context, page, problems };
}

let counter = 0;
export function uniqueUser(prefix = 'trav') {
  counter += 1;
  const tag = `${Date.now().toString(36).slice(-5)}${counter}`;
  return { email: `${prefix}${tag}@example.com`, nickname: `${prefix}${tag}`, password: 'hangang-river-2026' };
}

/** Signs up and verifies a user through the API of the given context, which keeps the session cookie. */
export async function createVerifiedUser(context: BrowserContext, server: TestServer, prefix = 'trav') {
  const user = uniqueUser(prefix);
  const res = await context.request.post('/api/auth/sign-up', { data: { ...user, acceptTerms: true } });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const mail = (await server.outbox()).find((m) => m.to === user.email);
  const token = new URL(mail!.link!).searchParams.get('token');
  const verify = await context.request.post('/api/auth/verify-email', { data: { token } });
  if (verify.status() !== 204) throw new Error(`verify failed: ${verify.status()}`);
  const { user: me } = (await res.json()) as { user: { id: string } };
  return { ...user, id: me.id };
}
