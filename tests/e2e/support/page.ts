import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminSecondStep, E2E_ADMIN, type TestServer } from './server.ts';

export type Viewport = 'phone' | 'mobile' | 'desktop';
// 'phone': the small phone the app is designed for first (360 × 640).
const VIEWPORTS = {
  phone: { width: 360, height: 640 },
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

/**
 * A fresh browser context (its own cookies and storage). Uncaught page errors and CSP
 * violations are collected in `problems`; each spec asserts it stays empty.
 */
/**
 * A prerendered page is the app's own markup, and its app starts when the traveller first reaches for the page
 * (decision records 031, 044): `goto` and `reload` reach for it (a pointerdown) and resolve once the app has taken
 * over (the prerendered header's <details> menu is gone), as a traveller's second tap would find it. Tests of the
 * page before the app open their context with `beforeApp` (or with JavaScript off).
 */
function actOnTheApp(page: Page) {
  const appHasTakenOver = () =>
    page.waitForFunction(
      () => {
        if (!document.querySelector('header details')) return true;
        window.dispatchEvent(new Event('pointerdown'));
        return false;
      },
      undefined,
      { timeout: 20_000 },
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appHasTakenOver();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appHasTakenOver();
    return response;
  };
}

export async function openContext(
  browser: Browser,
  server: TestServer,
  opts: {
    locale?: string;
    viewport?: Viewport;
    timezoneId?: string;
    serviceWorkers?: 'allow' | 'block';
    colorScheme?: 'light' | 'dark';
    reducedMotion?: 'reduce' | 'no-preference';
    beforeApp?: boolean;
  } = {},
) {
  const context: BrowserContext = await browser.newContext({
    baseURL: server.baseUrl,
    locale: opts.locale ?? 'ko-KR',
    viewport: VIEWPORTS[opts.viewport ?? 'desktop'],
    timezoneId: opts.timezoneId,
    serviceWorkers: opts.serviceWorkers,
    colorScheme: opts.colorScheme,
    reducedMotion: opts.reducedMotion,
  });
  const problems: string[] = [];
  const watch = (page: Page) => {
    if (!opts.beforeApp) actOnTheApp(page);
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy|Uncaught/i.test(msg.text()))
        problems.push(`console: ${msg.text()}`);
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

/** Signs up through the API (which signs nobody in), verifies unless told not to, and signs in: the context keeps the session. */
async function createUser(context: BrowserContext, server: TestServer, prefix: string, verify: boolean) {
  const user = uniqueUser(prefix);
  const res = await context.request.post('/api/auth/sign-up', { data: { ...user, acceptTerms: true } });
  if (res.status() !== 202) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  if (verify) {
    const mail = (await server.outbox()).find((m) => m.to === user.email);
    const token = new URL(mail!.link!).searchParams.get('token');
    const verified = await context.request.post('/api/auth/verify-email', { data: { token } });
    if (verified.status() !== 204) throw new Error(`verify failed: ${verified.status()}`);
  }
  const signIn = await context.request.post('/api/auth/sign-in', {
    data: { email: user.email, password: user.password },
  });
  if (signIn.status() !== 200) throw new Error(`sign-in failed: ${signIn.status()}`);
  const { user: me } = (await signIn.json()) as { user: { id: string } };
  return { ...user, id: me.id };
}

/** Signs up and verifies a user through the API of the given context, which keeps the session cookie. */
export const createVerifiedUser = (context: BrowserContext, server: TestServer, prefix = 'trav') =>
  createUser(context, server, prefix, true);

/** A signed-in user whose e-mail is not verified yet. */
export const createUnverifiedUser = (context: BrowserContext, server: TestServer, prefix = 'unv') =>
  createUser(context, server, prefix, false);

/** Signs in at /madre-moni/login with the e2e admin's password and authenticator code (or a recovery code). */
export async function signInAsAdmin(page: Page) {
  await page.goto('/madre-moni/login');
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const { code, method } = await adminSecondStep();
  if (method === 'recovery') {
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(code);
  } else await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/madre-moni/dashboard');
}

/**
 * The traveller reaches for the page (a prerendered page starts the app then: decision record 044) and the app
 * has taken it over (decision record 031): the prerendered page is the app's own markup, footer included, but its
 * header has a <details> menu and language links; the app's has its menu button and language <select>.
 */
export async function appReady(page: Page) {
  await page.locator('body').dispatchEvent('pointerdown');
  await appControls(page).waitFor({ state: 'attached' });
}

/** The app's own header controls, there once it has taken the page over. */
export const appControls = (page: Page) =>
  page.locator('header select, header button[aria-controls="mobile-menu"]').first();

/** Whether the starter has added the app's script yet (decision record 044). */
export const appStarted = (page: Page) => page.evaluate(() => document.querySelector('script[type="module"]') !== null);
