import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser } from '#server/test/test-app';
import { createMailClaims, MailBeingSent } from './mail-claim.ts';

// On the run's engine: SQLite, or PostgreSQL with TEST_DATABASE_URL.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const LEASE_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const markOf = async (userId: string) => {
  const row = await ctx.db
    .selectFrom('notification_settings')
    .select('last_chat_mail_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last_chat_mail_at ?? null;
};
const claimsOf = async (userId: string) =>
  ctx.db.selectFrom('mail_claims').selectAll().where('user_id', '=', userId).execute();

describe('mail claims', () => {
  it('lets one of two runs claim a mail, and keeps a live claim from being taken back', async () => {
    const { id } = await signUpUser(ctx.app);
    const claims = createMailClaims(ctx.db, LEASE_MS);
    const next = '2026-11-26T10:00:00.000Z';
    const [one, two] = await Promise.all([claims.claim(id, 'chat', null, next), claims.claim(id, 'chat', null, next)]);
    expect([one, two].filter(Boolean)).toHaveLength(1);
    await expect(claims.recover(id, 'chat')).rejects.toBeInstanceOf(MailBeingSent);
    await (one ?? two)!.sent();
    await claims.recover(id, 'chat');
    expect(await markOf(id)).toBe(next);
    expect(await claimsOf(id)).toEqual([]);
  });

  it('puts the mark back when the send fails', async () => {
    const { id } = await signUpUser(ctx.app);
    const claims = createMailClaims(ctx.db, LEASE_MS);
    const claim = await claims.claim(id, 'chat', null, '2026-11-26T11:00:00.000Z');
    await claim!.release();
    expect(await markOf(id)).toBeNull();
    expect(await claimsOf(id)).toEqual([]);
  });

  it('puts back the mark of a run that died mid-send once its claim has expired, so the mail goes again', async () => {
    const { id } = await signUpUser(ctx.app);
    const claims = createMailClaims(ctx.db, LEASE_MS);
    const first = '2026-11-26T12:00:00.000Z';
    await (await claims.claim(id, 'chat', null, first))!.sent();
    // The run that moved the mark on to `second` dies before the mail server answers: no sent(), no release().
    const second = '2026-11-26T13:00:00.000Z';
    expect(await claims.claim(id, 'chat', first, second)).not.toBeNull();
    expect(await markOf(id)).toBe(second);
    await sleep(LEASE_MS + 50);
    await claims.recover(id, 'chat');
    expect(await markOf(id)).toBe(first);
    expect(await claimsOf(id)).toEqual([]);
    // The job's next run claims the same mail again.
    const again = await claims.claim(id, 'chat', first, second);
    await again!.sent();
    expect(await markOf(id)).toBe(second);
  });
});
