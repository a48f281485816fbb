import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { createTestApp, signUpUser } from '#server/test/test-app';
import { testPasswordHashing } from './password-hashing.ts';

const storedHash = async (db: Awaited<ReturnType<typeof createTestApp>>['db'], userId: string) =>
  (await db.selectFrom('accounts').select('password').where('user_id', '=', userId).executeTakeFirstOrThrow())
    .password!;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('password hashing', () => {
  it("is Better Auth's own wherever the flag is off: a server's stored hash verifies with Better Auth's verifyPassword", async () => {
    const server = await buildApp({ ...ctx.config, testPasswordHashing: undefined });
    try {
      const user = await signUpUser(server);
      const hash = await storedHash(ctx.db, user.id);
      expect(await verifyPassword({ hash, password: user.password })).toBe(true);
    } finally {
      await server.close();
    }
  });

  it("is cheaper in test apps, in Better Auth's format, and refuses a wrong password", async () => {
    const user = await signUpUser(ctx.app);
    const hash = await storedHash(ctx.db, user.id);
    const own = await hashPassword(user.password);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(own).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: user.password })).toBe(false);

    const hashing = testPasswordHashing(true)!;
    expect(await hashing.verify({ hash, password: user.password })).toBe(true);
    expect(await hashing.verify({ hash, password: `${user.password}!` })).toBe(false);
    expect(testPasswordHashing(false)).toBeUndefined();
  });

  it('refuses a stored hash that is malformed or cut short, as Better Auth does', async () => {
    const hashing = testPasswordHashing(true)!;
    const hash = await hashing.hash('correct horse battery');
    await expect(hashing.verify({ hash: 'no-separator', password: 'correct horse battery' })).rejects.toThrow();
    await expect(verifyPassword({ hash: 'no-separator', password: 'correct horse battery' })).rejects.toThrow();
    expect(await hashing.verify({ hash: hash.slice(0, -2), password: 'correct horse battery' })).toBe(false);
  });
});
