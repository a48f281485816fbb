import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';

const ADMIN = { email: 'review-admin@holacorea.test', password: 'review-admin-password' };
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof createAgent>;
beforeAll(async () => {
  ctx = await createTestApp({ admin: ADMIN });
  admin = createAgent(ctx.app);
  expect((await admin.post('/api/auth/sign-in', ADMIN)).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
type Item = { kind: string; id: string; reviewed: string; dueOn: string; overdue: boolean };

describe('admin: content due for review', () => {
  it('is refused to visitors and to members who are not admins', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/content-review' })).statusCode).toBe(401);
    const member = await signUpUser(ctx.app);
    expect((await member.agent.get('/api/admin/content-review')).statusCode).toBe(403);
  });

  it('lists places and phrases whose last review is more than 12 months old or falls due within 30 days; an edit counts as a review', async () => {
    const fresh = (await admin.get('/api/admin/content-review')).json() as { items: Item[]; tracked: number };
    expect(fresh.items).toEqual([]);
    expect(fresh.tracked).toBeGreaterThan(48 + 241);

    const { regions } = (await admin.get('/api/admin/regions')).json();
    const [stale, soon] = regions[0].places as { id: string; position: number }[];
    await ctx.db
      .updateTable('places')
      .set({ updated_at: daysAgo(400) })
      .where('id', '=', stale!.id)
      .execute();
    await ctx.db
      .updateTable('places')
      .set({ updated_at: daysAgo(350) })
      .where('id', '=', soon!.id)
      .execute();
    await ctx.db
      .updateTable('phrases')
      .set({ updated_at: daysAgo(366) })
      .where('id', '=', 'taxi-use-meter')
      .execute();

    const { items } = (await admin.get('/api/admin/content-review')).json() as { items: Item[] };
    expect(items.map((i) => [i.kind, i.id, i.overdue])).toEqual([
      ['place', stale!.id, true],
      ['phrase', 'taxi-use-meter', true],
      ['place', soon!.id, false],
    ]);
    expect(items[0]!.dueOn < items[2]!.dueOn).toBe(true);

    const input = Object.fromEntries(Object.entries(stale!).filter(([key]) => key !== 'id' && key !== 'position'));
    expect((await admin.patch(`/api/admin/places/${stale!.id}`, input)).statusCode).toBe(200);
    const after = (await admin.get('/api/admin/content-review')).json() as { items: Item[] };
    expect(after.items.map((i) => i.id)).not.toContain(stale!.id);
  });
});
