import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '#server/test/event-stream';
import { codeForKey, currentStep } from '#server/test/totp';
import {
  createAgent,
  createTestApp,
  enrolTwoFactor,
  signUpUser,
  tokenFromLink,
  totpCode,
  waitForMail,
} from '#server/test/test-app';

// Accounts and sessions attacked from outside (issue 12, items 4, 6, 8–12), through the real server.
const ADMIN = { email: 'root-admin@holacorea.test', password: 'granite-lantern-orbit' };
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestApp({ admin: ADMIN });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
});

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as never });
function errorOf(res: { json: () => { error?: { code: string; field?: string } } }) {
  const body = res.json();
  if (!body.error) throw new Error(`expected an error body, got ${JSON.stringify(body)}`);
  return body.error;
}

async function resetLink(email: string, after: Set<string> = new Set()) {
  expect((await inject('POST', '/api/auth/forgot-password', { email })).statusCode).toBe(204);
  const mail = await waitForMail(
    ctx.app,
    email,
    (m) => Boolean(m.link?.includes('/auth/reset-password')) && !after.has(m.link!),
  );
  return mail.link!;
}

describe('password policy (ASVS 2.1)', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'aaaaaaaaaaaa', 'abcd1234abcd', 'Password123!'])(
    'refuses %s at sign-up',
    async (password) => {
      const res = await inject('POST', '/api/auth/sign-up', {
        email: 'weak@example.com',
        password,
        nickname: 'Weakling',
        acceptTerms: true,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'WEAK_PASSWORD', field: 'password' });
    },
  );

  it('refuses the e-mail or the nickname as the password, and the same rule on change and reset', async () => {
    const asEmail = await inject('POST', '/api/auth/sign-up', {
      email: 'haneul.kim@example.com',
      password: 'haneul.kim@example.com',
      nickname: 'Haneul',
      acceptTerms: true,
    });
    expect(errorOf(asEmail)).toMatchObject({ code: 'WEAK_PASSWORD' });
    const user = await signUpUser(ctx.app);
    const change = await user.agent.post('/api/me/password', {
      currentPassword: user.password,
      newPassword: user.email,
    });
    expect(errorOf(change)).toMatchObject({ code: 'WEAK_PASSWORD', field: 'newPassword' });
    const reset = await inject('POST', '/api/auth/reset-password', {
      token: tokenFromLink(await resetLink(user.email)),
      password: 'qwertyuiop',
    });
    expect(errorOf(reset)).toMatchObject({ code: 'WEAK_PASSWORD', field: 'password' });
  });
});

describe('no account discovery', () => {
  it('answers a sign-up with a taken e-mail exactly as one with a new e-mail, and mails the owner', async () => {
    const owner = await signUpUser(ctx.app);
    const taken = await inject('POST', '/api/auth/sign-up', {
      email: owner.email,
      password: 'velvet-harbour-compass',
      nickname: 'Intruder',
      acceptTerms: true,
    });
    const fresh = await inject('POST', '/api/auth/sign-up', {
      email: 'brand-new@example.com',
      password: 'velvet-harbour-compass',
      nickname: 'Newcomer',
      acceptTerms: true,
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(fresh.headers['set-cookie']).toBeUndefined();
    await waitForMail(ctx.app, owner.email, (m) => m.text.includes('/auth/login'));
    // The intruder's password does not open the owner's account.
    expect(
      (await inject('POST', '/api/auth/sign-in', { email: owner.email, password: 'velvet-harbour-compass' }))
        .statusCode,
    ).toBe(401);
  });

  it('answers forgot-password and sign-up before any mail is sent (a mail server that never answers)', async () => {
    const sockets: Socket[] = [];
    const stalled = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((r) => stalled.listen(0, '127.0.0.1', r));
    const port = (stalled.address() as { port: number }).port;
    const slow = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const member = {
        email: 'member@example.com',
        password: 'velvet-harbour-compass',
        nickname: 'Member',
        acceptTerms: true,
      };
      expect((await slow.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: member })).statusCode).toBe(
        202,
      );
      for (const email of [member.email, 'nobody@example.com']) {
        expect(
          (await slow.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode,
        ).toBe(204);
      }
      expect(
        (
          await slow.app.inject({
            method: 'POST',
            url: '/api/auth/sign-up',
            payload: { ...member, nickname: 'Member Two' },
          })
        ).statusCode,
      ).toBe(202);
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      stalled.close();
      await slow.close();
    }
  });
});

describe('reset links', () => {
  it('using one reset link voids every other, and the owner is told by mail', async () => {
    const user = await signUpUser(ctx.app);
    const older = await resetLink(user.email);
    const newer = await resetLink(user.email, new Set([older]));
    expect(
      (
        await inject('POST', '/api/auth/reset-password', {
          token: tokenFromLink(newer),
          password: 'maple-tunnel-sparrow',
        })
      ).statusCode,
    ).toBe(204);
    const replay = await inject('POST', '/api/auth/reset-password', {
      token: tokenFromLink(older),
      password: 'attacker-owns-this-now',
    });
    expect(errorOf(replay)).toMatchObject({ code: 'INVALID_TOKEN' });
    await waitForMail(ctx.app, user.email, (m) => !m.link && m.text.includes(user.nickname));
  });

  it('changing the password voids outstanding reset links', async () => {
    const user = await signUpUser(ctx.app);
    const link = await resetLink(user.email);
    expect(
      (
        await user.agent.post('/api/me/password', {
          currentPassword: user.password,
          newPassword: 'maple-tunnel-sparrow',
        })
      ).statusCode,
    ).toBe(204);
    expect(
      errorOf(
        await inject('POST', '/api/auth/reset-password', {
          token: tokenFromLink(link),
          password: 'attacker-owns-this-now',
        }),
      ),
    ).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('a link asked for before the account was deleted cannot put a password back on it', async () => {
    const user = await signUpUser(ctx.app);
    const link = await resetLink(user.email);
    expect(
      (await user.agent.post('/api/me/delete', { confirmation: user.nickname, password: user.password })).statusCode,
    ).toBe(204);
    expect(
      errorOf(
        await inject('POST', '/api/auth/reset-password', {
          token: tokenFromLink(link),
          password: 'attacker-owns-this-now',
        }),
      ),
    ).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await ctx.db.selectFrom('accounts').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
  });
});

describe('sessions', () => {
  it('deleting the account asks for the current password', async () => {
    const user = await signUpUser(ctx.app);
    const noPassword = await user.agent.post('/api/me/delete', { confirmation: user.nickname });
    expect(errorOf(noPassword)).toMatchObject({ code: 'BAD_REQUEST', field: 'password' });
    const wrong = await user.agent.post('/api/me/delete', {
      confirmation: user.nickname,
      password: 'not-my-password-at-all',
    });
    expect(errorOf(wrong)).toMatchObject({ code: 'INVALID_CREDENTIALS', field: 'password' });
    expect((await user.agent.get('/api/me')).json().user).toMatchObject({ id: user.id });
  });

  it('ends a member session 90 days after sign-in however active it is', async () => {
    const user = await signUpUser(ctx.app);
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    await ctx.db.updateTable('sessions').set({ created_at: old }).where('user_id', '=', user.id).execute();
    expect((await user.agent.get('/api/me')).json().user).toBeNull();
    expect((await user.agent.get('/api/conversations')).statusCode).toBe(401);
  });

  it('ends an admin session after 30 idle minutes, and 12 hours after sign-in', async () => {
    for (const column of ['updated_at', 'created_at'] as const) {
      const admin = createAgent(ctx.app);
      expect((await admin.post('/api/auth/sign-in', ADMIN)).json().user).toMatchObject({ role: 'admin' });
      expect((await admin.get('/api/admin/dashboard')).statusCode).toBe(200);
      const ago = new Date(Date.now() - (column === 'updated_at' ? 31 * 60_000 : 13 * 3_600_000)).toISOString();
      const me = (await admin.get('/api/me')).json().user.id as string;
      await ctx.db
        .updateTable('sessions')
        .set({ [column]: ago })
        .where('user_id', '=', me)
        .execute();
      expect((await admin.get('/api/admin/dashboard')).statusCode, column).toBe(401);
    }
  });
});

describe('revocation reaches live streams at once', () => {
  // The heartbeat re-checks the session only every 25 s: a stream closed within 5 s was closed by the revocation.
  const closesSoon = (stream: Awaited<ReturnType<typeof openEventStream>>) =>
    Promise.race([stream.ended.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open'), 5000))]);

  async function openStream(agent: ReturnType<typeof createAgent>) {
    const stream = await openEventStream(baseUrl, agent.cookie());
    await stream.next((e) => e.type === 'ready');
    return stream;
  }

  it.each(['sign-out', 'sign-out-everywhere', 'password change', 'password reset', 'deletion'] as const)(
    'after %s',
    async (how) => {
      const user = await signUpUser(ctx.app);
      const otherDevice = createAgent(ctx.app);
      await otherDevice.post('/api/auth/sign-in', { email: user.email, password: user.password });
      const target = how === 'sign-out' ? user.agent : otherDevice;
      const stream = await openStream(target);
      if (how === 'sign-out') await user.agent.post('/api/auth/sign-out');
      if (how === 'sign-out-everywhere') await user.agent.post('/api/me/sign-out-everywhere');
      if (how === 'password change')
        await user.agent.post('/api/me/password', {
          currentPassword: user.password,
          newPassword: 'maple-tunnel-sparrow',
        });
      if (how === 'password reset')
        await inject('POST', '/api/auth/reset-password', {
          token: tokenFromLink(await resetLink(user.email)),
          password: 'maple-tunnel-sparrow',
        });
      if (how === 'deletion')
        await user.agent.post('/api/me/delete', { confirmation: user.nickname, password: user.password });
      expect(await closesSoon(stream)).toBe('closed');
    },
  );

  it('after deactivation, and no message sent afterwards reaches the stream', async () => {
    const [user, sender] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const room = (await sender.agent.post('/api/conversations', { partnerId: user.id })).json().conversation.id;
    const stream = await openStream(user.agent);
    const admin = createAgent(ctx.app);
    await admin.post('/api/auth/sign-in', ADMIN);
    expect((await admin.post(`/api/admin/users/${user.id}/status`, { status: 'deactivated' })).statusCode).toBe(200);
    await sender.agent.post(`/api/conversations/${room}/messages`, { text: 'are you still there?' });
    expect(await closesSoon(stream)).toBe('closed');
    expect(stream.received.some((r) => r.event.type === 'message.created')).toBe(false);
  });

  it('a sign-out on one device leaves the other device’s stream open', async () => {
    const user = await signUpUser(ctx.app);
    const otherDevice = createAgent(ctx.app);
    await otherDevice.post('/api/auth/sign-in', { email: user.email, password: user.password });
    const stream = await openStream(otherDevice);
    await user.agent.post('/api/auth/sign-out');
    const partner = await signUpUser(ctx.app);
    const room = (await partner.agent.post('/api/conversations', { partnerId: user.id })).json().conversation.id;
    await partner.agent.post(`/api/conversations/${room}/messages`, { text: 'still here' });
    await stream.next((e) => e.type === 'message.created');
    stream.close();
  });
});

describe('admins use a second factor', () => {
  it('the bootstrap admin must enrol before any admin route answers, then signs in with password and code', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await signUpUser(fresh.app);
      await fresh.db.updateTable('users').set({ role: 'admin' }).where('id', '=', boss.id).execute();
      const me = (await boss.agent.get('/api/me')).json().user;
      expect(me).toMatchObject({ role: 'admin', twoFactorEnabled: false });
      const refused = await boss.agent.get('/api/admin/users');
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('TWO_FACTOR_REQUIRED');

      const wrongPassword = await boss.agent.post('/api/auth/two-factor/enable', {
        password: 'not-my-password-at-all',
      });
      expect(errorOf(wrongPassword)).toMatchObject({ code: 'INVALID_CREDENTIALS', field: 'password' });
      const enable = await boss.agent.post('/api/auth/two-factor/enable', { password: boss.password });
      const { secret, recoveryCodes, totpURI } = enable.json();
      expect(totpURI).toMatch(/^otpauth:\/\/totp\/Hola%20Corea:/);
      expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
      // Not on until a first code proves the app has the key.
      expect((await boss.agent.get('/api/admin/users')).statusCode).toBe(403);
      expect(errorOf(await boss.agent.post('/api/auth/two-factor/confirm', { code: '000000' })).code).toBe(
        'INVALID_CODE',
      );
      expect(
        (await boss.agent.post('/api/auth/two-factor/confirm', { code: await codeForKey(secret) })).json().user
          .twoFactorEnabled,
      ).toBe(true);
      expect((await boss.agent.get('/api/admin/users')).statusCode).toBe(200);

      // A stolen password alone gets a challenge, no session.
      const thief = createAgent(fresh.app);
      const step1 = await thief.post('/api/auth/sign-in', { email: boss.email, password: boss.password });
      expect(step1.json()).toEqual({ twoFactorRequired: true });
      expect(String(step1.headers['set-cookie'])).not.toMatch(/hola\.session_token=[^;]/);
      expect((await thief.get('/api/admin/users')).statusCode).toBe(401);
      expect((await thief.get('/api/me')).json().user).toBeNull();
      expect(errorOf(await thief.post('/api/auth/two-factor/verify', { code: '123456' })).code).toBe('INVALID_CODE');

      // A recovery code works once.
      const owner = createAgent(fresh.app);
      await owner.post('/api/auth/sign-in', { email: boss.email, password: boss.password });
      expect(
        (await owner.post('/api/auth/two-factor/verify', { code: recoveryCodes[0], method: 'recovery' })).statusCode,
      ).toBe(200);
      expect((await owner.get('/api/admin/users')).statusCode).toBe(200);
      const again = createAgent(fresh.app);
      await again.post('/api/auth/sign-in', { email: boss.email, password: boss.password });
      expect(
        errorOf(await again.post('/api/auth/two-factor/verify', { code: recoveryCodes[0], method: 'recovery' })).code,
      ).toBe('INVALID_RECOVERY_CODE');
      // The next code of the app (the confirmation's code was spent: each code works once).
      const withApp = await again.post('/api/auth/two-factor/verify', {
        code: await codeForKey(secret, currentStep() + 1),
      });
      expect(withApp.json().user).toMatchObject({ id: boss.id, role: 'admin' });
    } finally {
      await fresh.close();
    }
  });

  it('the test helpers enrol the configured admin, as its first sign-in does', async () => {
    expect(await totpCode(ADMIN.email)).toMatch(/^\d{6}$/);
    const other = await signUpUser(ctx.app);
    const enrolled = await enrolTwoFactor(ctx.app, other, other.agent);
    expect(enrolled.recoveryCodes.length).toBeGreaterThan(0);
  });
});

describe('nicknames', () => {
  it.each([
    'аdmin',
    'Admin',
    'ADMIN_kim',
    'kim.admin',
    '관리자',
    '운영자',
    'Hola Corea',
    'holacorea',
    'madre-moni',
    'Administrador',
    'moderador',
    'ｍｏｄｅｒａｔｏｒ',
    'Staff',
  ])('refuses the staff-like %s', async (nickname) => {
    const res = await inject('POST', '/api/auth/sign-up', {
      email: 'staffish@example.com',
      password: 'velvet-harbour-compass',
      nickname,
      acceptTerms: true,
    });
    expect(res.statusCode, nickname).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'NICKNAME_RESERVED', field: 'nickname' });
  });

  it('refuses look-alikes of an existing nickname, at sign-up and on change; NFKC is stored', async () => {
    const mina = await signUpUser(ctx.app, { nickname: 'Minaseo' });
    for (const lookAlike of ['Мinaseo', 'ｍｉｎａｓｅｏ', 'minas-eo', 'MINASE0']) {
      const res = await inject('POST', '/api/auth/sign-up', {
        email: 'copycat@example.com',
        password: 'velvet-harbour-compass',
        nickname: lookAlike,
        acceptTerms: true,
      });
      expect(errorOf(res), lookAlike).toMatchObject({ code: 'NICKNAME_TAKEN', field: 'nickname' });
    }
    const other = await signUpUser(ctx.app);
    expect(errorOf(await other.agent.patch('/api/me', { nickname: 'Мinaseo' })).code).toBe('NICKNAME_TAKEN');
    expect(errorOf(await other.agent.patch('/api/me', { nickname: '운영자' })).code).toBe('NICKNAME_RESERVED');
    expect((await other.agent.patch('/api/me', { nickname: 'Ｂａｄｍｉｎｔｏｎ' })).json().user.nickname).toBe(
      'Badminton',
    );
    expect((await mina.agent.patch('/api/me', { nickname: 'Minaseo' })).statusCode).toBe(200);
  });
});
