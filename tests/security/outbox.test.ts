import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '#server/mail/mailer';
import { createTestApp, waitForMail } from '#server/test/test-app';

// README's start (NODE_ENV unset, HOST 0.0.0.0) keeps mails in the dev outbox: a stranger must never read one.
const ADMIN = { email: 'outbox-admin@holacorea.test', password: 'outbox-admin-password' };
const STRANGER = '203.0.113.50';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ admin: ADMIN, env: 'development' });
});
afterAll(async () => {
  await ctx.close();
});

describe('the dev outbox', () => {
  it('refuses a remote client that asked for the admin’s reset link, saying why', async () => {
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: STRANGER,
      payload: { email: ADMIN.email },
    });
    expect(forgot.statusCode).toBe(204);
    for (const url of ['/api/dev/outbox', '/dev/outbox']) {
      const res = await ctx.app.inject({ method: 'GET', url, remoteAddress: STRANGER });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/loopback/) });
      expect(res.body).not.toContain('reset-password');
    }
    // The mail is there (sent after the answer): only this machine may read it.
    expect(
      (await waitForMail(ctx.app, ADMIN.email, (m) => Boolean(m.link?.includes('reset-password'))))?.link,
    ).toContain('/auth/reset-password?token=');
  });

  it('is not fooled by forwarding headers, from a remote client or through a proxy on this machine', async () => {
    const spoofs = [
      { remoteAddress: STRANGER, headers: { 'x-forwarded-for': '127.0.0.1' } },
      { remoteAddress: STRANGER, headers: { forwarded: 'for=127.0.0.1' } },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': STRANGER } },
      { remoteAddress: '127.0.0.1', headers: { 'x-real-ip': STRANGER } },
      { remoteAddress: '::ffff:10.1.2.3', headers: {} },
    ];
    for (const spoof of spoofs) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', ...spoof });
      expect(res.statusCode, JSON.stringify(spoof)).toBe(403);
    }
  });

  it('stays closed to a remote client when TRUST_PROXY would trust its headers', async () => {
    const proxied = await createTestApp({ env: 'development', trustProxy: 1 });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: STRANGER,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('answers a client on this machine, over IPv4 and IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress })).statusCode).toBe(200);
    }
  });
});

describe('mail in production without SMTP_URL', () => {
  it('never writes a link or the text to the log', async () => {
    const lines: string[] = [];
    const { log } = Fastify({ logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });
    const mailer = createMailer({ from: 'x@example.com', log, production: true });
    await mailer.send({
      to: 'someone@example.com',
      subject: 'Reset',
      text: 'Open https://x/auth/reset-password?token=SECRET-TOKEN',
      link: 'https://x/auth/reset-password?token=SECRET-TOKEN',
    });
    expect(mailer.outbox).toBeUndefined();
    expect(lines.join('\n')).not.toContain('SECRET-TOKEN');
    expect(lines.join('\n')).toContain('SMTP_URL');
  });
});
