import { serializeSignedCookie } from 'better-call';
import { fromNodeHeaders } from 'better-auth/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/index';
import { createServerI18n } from '#server/lib/i18n';
import { createMailer } from '#server/mail/mailer';
import { createTestApp, signUpUser } from '#server/test/test-app';
import { createAuth, SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './auth.ts';
import { isDueForRefresh, isSignedBy, sessionCookie, signedTokenReader } from './session-cookie.ts';

// Our copies of Better Auth's cookie signature and refresh rule answer as Better Auth does.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let database: ReturnType<typeof openDatabase>;
let auth: ReturnType<typeof createAuth>;
beforeAll(async () => {
  ctx = await createTestApp();
  database = openDatabase(ctx.config.database);
  const log = ctx.app.log;
  const mailer = createMailer({ from: ctx.config.mailFrom, log, production: false });
  auth = createAuth({ config: ctx.config, database, mailer, t: await createServerI18n(), log });
});
afterAll(async () => {
  await database.close();
  await ctx.close();
});

describe("the session cookie's signature", () => {
  it('accepts the cookie Better Auth signs, for any token, and nothing else', async () => {
    const secret = ctx.config.authSecret;
    for (const token of ['abc', 'x'.repeat(32), 'with.dot.and-dash_', '한국어']) {
      const header = (await serializeSignedCookie('hola.session_token', token, secret)).split(';')[0]!;
      const cookie = sessionCookie(`other=1; ${header}`);
      expect(cookie?.token).toBe(token);
      expect(isSignedBy(secret, cookie!)).toBe(true);
      expect(isSignedBy(`${secret}x`, cookie!)).toBe(false);
      expect(isSignedBy(secret, { ...cookie!, token: `${token}x` })).toBe(false);
    }
    const user = await signUpUser(ctx.app);
    const cookie = sessionCookie(user.agent.cookie());
    expect(cookie && isSignedBy(secret, cookie)).toBe(true);
  });

  it('is remembered per header only when it checks out, and a header whose token is altered is refused', async () => {
    const secret = ctx.config.authSecret;
    const read = signedTokenReader(secret, 2);
    const headers = await Promise.all(
      ['one', 'two', 'three'].map(
        async (token) => (await serializeSignedCookie('hola.session_token', token, secret)).split(';')[0]!,
      ),
    );
    for (let round = 0; round < 3; round++) expect(headers.map(read)).toEqual(['one', 'two', 'three']);
    const forged = headers[0]!.replace('one.', 'onf.');
    expect(read(forged)).toBeNull();
    expect(read(forged)).toBeNull();
    expect(read(`x=1; ${headers[1]!}`)).toBe('two');
    expect(read(undefined)).toBeNull();
    expect(signedTokenReader(`${secret}x`)(headers[0])).toBeNull();
  });
});

describe('the refresh rule', () => {
  it('calls a session due exactly when Better Auth extends it', async () => {
    const user = await signUpUser(ctx.app);
    const { token } = sessionCookie(user.agent.cookie())!;
    const boundary = Date.now() + (SESSION_EXPIRES_IN_S - SESSION_UPDATE_AGE_S) * 1000;
    for (const offsetMs of [60_000, -60_000, 3_600_000, -3_600_000]) {
      const expiresAt = new Date(boundary + offsetMs);
      await ctx.db
        .updateTable('sessions')
        .set({ expires_at: expiresAt.toISOString() })
        .where('token', '=', token)
        .execute();
      const due = isDueForRefresh(expiresAt.getTime());
      // The server asks Better Auth only when our rule says so; ask it on every input here.
      const session = await auth.api.getSession({ headers: fromNodeHeaders({ cookie: user.agent.cookie() }) });
      const row = await ctx.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('token', '=', token)
        .executeTakeFirstOrThrow();
      const extended = new Date(row.expires_at).getTime() > expiresAt.getTime() + 1000;
      expect(session?.user.id).toBe(user.id);
      expect({ offsetMs, extended }).toEqual({ offsetMs, extended: due });
    }
  });
});
