import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createTestApp,
  latestMailTo,
  signUpUser,
  tokenFromLink,
  waitForMail,
} from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('accounts', () => {
  it('answers a visitor with no user, and protected routes with 401', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: null });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/resend-verification' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });

  it('extends a session on GET /api/me once a day, and ends it when it has expired', async () => {
    const user = await signUpUser(ctx.app);
    const day = 86_400_000;
    const expiresAt = async () => {
      const row = await ctx.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      return new Date(row.expires_at).getTime();
    };
    const setExpiresAt = (ms: number) =>
      ctx.db
        .updateTable('sessions')
        .set({ expires_at: new Date(ms).toISOString() })
        .where('user_id', '=', user.id)
        .execute();

    // Not due yet (extended less than a day ago): answered as is.
    await setExpiresAt(Date.now() + 29.5 * day);
    const before = await expiresAt();
    const notDue = await user.agent.get('/api/me');
    expect(notDue.json().user).toMatchObject({ id: user.id, email: user.email });
    expect(notDue.headers['set-cookie']).toBeUndefined();
    expect(await expiresAt()).toBe(before);

    // Due: extended to 30 days from now, in the database and in the browser's cookie.
    await setExpiresAt(Date.now() + 20 * day);
    const due = await user.agent.get('/api/me');
    expect(due.json().user).toMatchObject({ id: user.id });
    expect(await expiresAt()).toBeGreaterThan(Date.now() + 29.9 * day);
    const refreshed = ([] as string[])
      .concat(due.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('hola.session_token='));
    expect(refreshed).toMatch(/Max-Age=2592000/i);

    await setExpiresAt(Date.now() - 1000);
    expect((await user.agent.get('/api/me')).json().user).toBeNull();
  });

  it('signs up, verifies by the mailed link, signs out and back in', async () => {
    const agent = createAgent(ctx.app);
    const email = 'mina@example.com';
    const signUp = await agent.post('/api/auth/sign-up', {
      email: 'Mina@Example.com',
      password: 'seoul-subway-2026',
      nickname: 'Mina',
      language: 'es',
      acceptTerms: true,
    });
    expect(signUp.statusCode).toBe(202);
    expect(signUp.json()).toEqual({ email });
    // Signing up signs nobody in: the answer must not differ from the one for a taken e-mail.
    expect(signUp.headers['set-cookie']).toBeUndefined();
    expect((await agent.get('/api/me')).json().user).toBeNull();

    const mail = await latestMailTo(ctx.app, email);
    expect(mail?.subject).toBe('Hola Corea: verifica tu correo');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/auth\/verify-email\?token=/);
    expect(mail?.text).toContain(mail!.link!);

    const verify = await agent.post('/api/auth/verify-email', { token: tokenFromLink(mail?.link) });
    expect(verify.statusCode).toBe(204);
    const first = await agent.post('/api/auth/sign-in', { email, password: 'seoul-subway-2026' });
    expect(first.json().user).toMatchObject({
      email,
      nickname: 'Mina',
      emailVerified: true,
      role: 'user',
      status: 'active',
      language: 'es',
    });

    const signOut = await agent.post('/api/auth/sign-out');
    expect(signOut.statusCode).toBe(204);
    expect((await agent.get('/api/me')).json().user).toBeNull();

    const wrong = await agent.post('/api/auth/sign-in', { email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');

    const signIn = await agent.post('/api/auth/sign-in', { email, password: 'seoul-subway-2026' });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.headers['set-cookie'];
    expect(String(cookie)).toMatch(/HttpOnly/i);
    expect(String(cookie)).toMatch(/SameSite=Lax/i);
    expect((await agent.get('/api/me')).json().user).toMatchObject({ email, nickname: 'Mina', emailVerified: true });
  });

  it('signs up more users at once than the database has connections', async () => {
    const users = await Promise.all(Array.from({ length: 16 }, () => signUpUser(ctx.app)));
    expect(new Set(users.map((u) => u.id)).size).toBe(16);
  });

  it('refuses a duplicate e-mail and a duplicate nickname in any case', async () => {
    const first = await signUpUser(ctx.app, { nickname: 'Jisoo' });
    const sameEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: first.email.toUpperCase(), password: 'another-password', nickname: 'Other', acceptTerms: true },
    });
    // The same answer as for a new address (see tests/security); the owner is told by mail.
    expect(sameEmail.statusCode).toBe(202);
    expect((await ctx.db.selectFrom('users').select('id').where('email', '=', first.email).execute()).length).toBe(1);
    await waitForMail(ctx.app, first.email, (m) => m.text.includes('http://localhost:3000/auth/login'));

    const sameNickname = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email: 'someone-else@example.com',
        password: 'another-password',
        nickname: 'jisoo',
        acceptTerms: true,
      },
    });
    expect(sameNickname.statusCode).toBe(409);
    expect(sameNickname.json().error).toMatchObject({ code: 'NICKNAME_TAKEN', field: 'nickname' });
  });

  it.each([
    [{ password: 'long-enough-pw', nickname: 'Ana', acceptTerms: true }, 'email'],
    [{ email: 'not-an-email', password: 'long-enough-pw', nickname: 'Ana', acceptTerms: true }, 'email'],
    [{ email: 'ana@example.com', password: 'short', nickname: 'Ana', acceptTerms: true }, 'password'],
    [{ email: 'ana@example.com', password: 'long-enough-pw', nickname: 'A', acceptTerms: true }, 'nickname'],
    [{ email: 'ana@example.com', password: 'long-enough-pw', nickname: 'x'.repeat(21), acceptTerms: true }, 'nickname'],
    [{ email: 'ana@example.com', password: 'long-enough-pw', nickname: '<script>', acceptTerms: true }, 'nickname'],
    [{ email: 'ana@example.com', password: 'long-enough-pw', nickname: 'Ana' }, 'acceptTerms'],
    [
      { email: 'ana@example.com', password: 'long-enough-pw', nickname: 'Ana', acceptTerms: true, language: 'fr' },
      'language',
    ],
  ])('answers 400 naming the field for a bad sign-up body %#', async (payload, field) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', field });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('rejects a forged verification token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'forged' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_TOKEN');
  });

  it('resends the verification mail to an unverified user, and refuses when already verified', async () => {
    const unverified = await signUpUser(ctx.app, { verified: false });
    const mailsTo = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' }))
        .json()
        .mails.filter((m: { to: string }) => m.to === unverified.email);
    expect(await mailsTo()).toHaveLength(1);
    const resend = await unverified.agent.post('/api/auth/resend-verification');
    expect(resend.statusCode).toBe(204);
    const mails = await mailsTo();
    expect(mails).toHaveLength(2);
    expect(mails[0].link).toMatch(/\/auth\/verify-email\?token=/);

    const verified = await signUpUser(ctx.app);
    const again = await verified.agent.post('/api/auth/resend-verification');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_VERIFIED');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(401);
  });

  it('resets a password by mail and signs out other sessions', async () => {
    const user = await signUpUser(ctx.app);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(204);

    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(204);
    const mail = await waitForMail(ctx.app, user.email, (m) =>
      Boolean(m.link?.includes('/auth/reset-password?token=')),
    );

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenFromLink(mail?.link), password: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await user.agent.get('/api/me')).json().user).toBeNull();

    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: 'a-brand-new-password' },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('marks the session cookie Secure in production, where the dev outbox does not exist', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: 'secure@example.com', password: 'long-enough-pw', nickname: 'Secure', acceptTerms: true },
      });
      expect(res.statusCode).toBe(202);
      const signIn = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'secure@example.com', password: 'long-enough-pw' },
      });
      const cookie = String(signIn.headers['set-cookie']);
      expect(cookie).toMatch(/__Secure-hola\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect((await prod.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('changes nickname and preferred language; a taken or invalid nickname is refused', async () => {
    const other = await signUpUser(ctx.app, { nickname: 'Sora' });
    const user = await signUpUser(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: '/api/me', payload: { nickname: 'Nobody' } })).statusCode,
    ).toBe(401);

    const res = await user.agent.patch('/api/me', { nickname: 'Dal Bit', language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ nickname: 'Dal Bit', language: 'es' });
    expect((await user.agent.get('/api/me')).json().user.nickname).toBe('Dal Bit');

    const taken = await user.agent.patch('/api/me', { nickname: other.nickname.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'NICKNAME_TAKEN', field: 'nickname' });
    // Changing only the case of one's own nickname is fine.
    expect((await user.agent.patch('/api/me', { nickname: 'DAL BIT' })).statusCode).toBe(200);

    for (const payload of [{ nickname: 'x' }, { language: 'fr' }, {}]) {
      const bad = await user.agent.patch('/api/me', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('BAD_REQUEST');
    }
  });

  it('shows messaging standing: reports received and a ban end', async () => {
    const user = await signUpUser(ctx.app);
    expect((await user.agent.get('/api/me')).json().user).toMatchObject({ totalMessageReports: 0, banUntil: null });
  });

  it('changing the password needs the current one and signs out every other session', async () => {
    const user = await signUpUser(ctx.app);
    const otherDevice = createAgent(ctx.app);
    await otherDevice.post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect((await otherDevice.get('/api/me')).json().user).not.toBeNull();

    const wrong = await user.agent.post('/api/me/password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'brand-new-secret',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', field: 'currentPassword' });
    const short = await user.agent.post('/api/me/password', { currentPassword: user.password, newPassword: 'short' });
    expect(short.json().error.field).toBe('newPassword');

    const ok = await user.agent.post('/api/me/password', {
      currentPassword: user.password,
      newPassword: 'brand-new-secret',
    });
    expect(ok.statusCode).toBe(204);
    expect((await user.agent.get('/api/me')).json().user).not.toBeNull();
    expect((await otherDevice.get('/api/me')).json().user).toBeNull();
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: 'brand-new-secret' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('signs out of every device at once', async () => {
    const user = await signUpUser(ctx.app);
    const otherDevice = createAgent(ctx.app);
    await otherDevice.post('/api/auth/sign-in', { email: user.email, password: user.password });
    const res = await user.agent.post('/api/me/sign-out-everywhere');
    expect(res.statusCode).toBe(204);
    expect((await user.agent.get('/api/me')).json().user).toBeNull();
    expect((await otherDevice.get('/api/me')).json().user).toBeNull();
  });

  it('rate-limits sign-in attempts', async () => {
    const strict = await createTestApp({ rateLimitScale: 1 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: 'x@example.com', password: 'whatever-pw' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('my data', () => {
  it('exports exactly the signed-in user’s own data as a JSON file', async () => {
    const me = await signUpUser(ctx.app, { nickname: 'Exporter' });
    const someoneElse = await signUpUser(ctx.app, { nickname: 'Bystander' });
    const phrases = (await ctx.app.inject({ method: 'GET', url: '/api/phrases' })).json().phrases;
    await me.agent.post('/api/me/favorite-phrases', { phraseIds: [phrases[0].id] });
    await someoneElse.agent.post('/api/me/favorite-phrases', { phraseIds: [phrases[1].id] });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
    const res = await me.agent.get('/api/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hola-corea-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ id: me.id, email: me.email, nickname: 'Exporter' });
    expect(data.favoritePhrases.map((f: { id: string }) => f.id)).toEqual([phrases[0].id]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    const text = res.body;
    expect(text).not.toContain(someoneElse.email);
    expect(text).not.toContain('Bystander');
    expect(text).not.toContain(someoneElse.id);
  });

  it('deleting the account needs the typed nickname and leaves no e-mail or nickname in any table', async () => {
    const user = await signUpUser(ctx.app, { nickname: 'Leaving Soon' });
    const friend = await signUpUser(ctx.app);
    const phrases = (await ctx.app.inject({ method: 'GET', url: '/api/phrases' })).json().phrases;
    await user.agent.post('/api/me/favorite-phrases', { phraseIds: [phrases[0].id] });
    const post = (
      await user.agent.post('/api/posts', {
        boardId: 'tips',
        title: 'Use Naver Map, not Google Maps',
        body: 'Google Maps has no walking directions here.',
      })
    ).json().post;
    await user.agent.post(`/api/posts/${post.id}/comments`, { body: 'Also KakaoMap.' });
    await user.agent.post(`/api/posts/${post.id}/views`);
    const room = (await user.agent.post('/api/conversations', { partnerId: friend.id })).json().conversation.id;
    await user.agent.post(`/api/conversations/${room}/messages`, { text: 'See you at Hongdae!' });
    await user.agent.post(`/api/users/${friend.id}/report`, { reason: '광고/스팸' });

    const wrong = await user.agent.post('/api/me/delete', { confirmation: 'leaving soon', password: user.password });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'CONFIRMATION_MISMATCH', field: 'confirmation' });

    const res = await user.agent.post('/api/me/delete', { confirmation: 'Leaving Soon', password: user.password });
    expect(res.statusCode).toBe(204);
    expect((await user.agent.get('/api/me')).json().user).toBeNull();
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(401);

    const tables = await ctx.db.introspection.getTables();
    expect(tables.length).toBeGreaterThan(15);
    // On PostgreSQL the job queue's tables (pg-boss, its own schema) are read too: a queued mail must not keep the address.
    for (const { name, schema } of tables) {
      if (name.includes('_search') || name.startsWith('kysely_')) continue;
      const rows = await (schema ? ctx.db.withSchema(schema) : ctx.db)
        .selectFrom(name as 'users')
        .selectAll()
        .execute();
      const dump = JSON.stringify(rows).toLowerCase();
      expect(dump, name).not.toContain(user.email.toLowerCase());
      expect(dump, name).not.toContain('leaving soon');
    }
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.status).toBe('deactivated');

    // What they wrote stays readable to others, by a user without a nickname.
    const kept = (await friend.agent.get(`/api/posts/${post.id}`)).json().post;
    expect(kept).toMatchObject({ title: 'Use Naver Map, not Google Maps', author: { id: user.id, nickname: null } });
    expect((await friend.agent.get(`/api/posts/${post.id}/comments`)).json().comments[0].author.nickname).toBeNull();
    const [conversation] = (await friend.agent.get('/api/conversations')).json().conversations;
    expect(conversation).toMatchObject({ id: room, partner: { id: user.id, nickname: null } });
    expect((await friend.agent.get(`/api/conversations/${room}/messages`)).json().messages[0].content).toBe(
      'See you at Hongdae!',
    );

    // A new account may take the freed nickname and e-mail.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: user.email, password: 'another-long-one', nickname: 'Leaving Soon', acceptTerms: true },
    });
    expect(again.statusCode).toBe(202);
    expect(
      await ctx.db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst(),
    ).toBeDefined();
  });
});
