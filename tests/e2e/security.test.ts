import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#server/test/server-process';
import { createVerifiedUser, openContext } from './support/page.ts';
import { useServerAndBrowser } from './support/setup.ts';

const env = useServerAndBrowser();

// A page on another port of the same host: the same *site*, so SameSite=Lax cookies go with its requests.
let attacker: Server;
let attackerUrl: string;
let target = '';
beforeAll(async () => {
  const port = await freePort();
  attackerUrl = `http://127.0.0.1:${port}`;
  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    // A body-less POST needs no CORS preflight and carries the victim's cookies.
    res.end(
      `<!doctype html><title>attacking</title><script>fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', credentials: 'include' })` +
        `.finally(() => { document.title = 'sent'; })</script>`,
    );
  });
  await new Promise<void>((resolve) => attacker.listen(port, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
});

describe('a hostile page in the browser', () => {
  it('on another port of the same host cannot make a signed-in member’s browser sign them out everywhere', async () => {
    const { context, page } = await openContext(env.browser, env.server);
    const user = await createVerifiedUser(context, env.server, 'csrf');
    target = `${env.server.baseUrl}/api/me/sign-out-everywhere`;

    const forged = page.waitForRequest((req) => req.url() === target);
    await page.goto(attackerUrl);
    expect((await forged).method()).toBe('POST');
    await expect.poll(() => page.title()).toBe('sent');

    const me = await context.request.get('/api/me');
    expect((await me.json()).user).toMatchObject({ email: user.email });
    await context.close();
  });

  it('the app’s own pages still write: changing the language on my page', async () => {
    const { context, page, problems } = await openContext(env.browser, env.server);
    await createVerifiedUser(context, env.server, 'csrfok');
    const write = page.waitForResponse((res) => res.url().endsWith('/api/me') && res.request().method() === 'PATCH');
    await page.goto('/');
    await page.evaluate(() =>
      fetch('/api/me', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'en' }),
      }),
    );
    expect((await write).status()).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  });
});
