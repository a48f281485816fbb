import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('a deleted account on SQLite', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'leaves its e-mail and nickname in neither the database file nor its WAL',
    async () => {
      const user = await signUpUser(ctx.app, { nickname: 'Zqxwvutsrq' });
      await user.agent.patch('/api/me', { language: 'es' });
      const bytes = () => {
        const { file } = ctx.config.database as { file: string };
        return Buffer.concat([readFileSync(file), readFileSync(`${file}-wal`, { flag: 'a+' })]);
      };
      expect(bytes().includes(user.email)).toBe(true);

      expect(
        (await user.agent.post('/api/me/delete', { confirmation: 'Zqxwvutsrq', password: user.password })).statusCode,
      ).toBe(204);
      const after = bytes();
      expect(after.includes(user.email)).toBe(false);
      expect(after.includes('Zqxwvutsrq')).toBe(false);
    },
  );
});
