import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApp, type CommunityUser, writePost } from '#server/test/community';
import { signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createCommunityApp>>;
beforeAll(async () => {
  ctx = await createCommunityApp();
});
afterAll(async () => {
  await ctx.close();
});

type User = CommunityUser;

describe('views', () => {
  it('counts a view at most once per viewer per day', async () => {
    const author = await signUpUser(ctx.app);
    const reader = await signUpUser(ctx.app);
    const post = await writePost(author);
    const view = (agent: User['agent'] | null, ip = '203.0.113.9') =>
      agent
        ? agent.post(`/api/posts/${post.id}/views`)
        : ctx.app.inject({ method: 'POST', url: `/api/posts/${post.id}/views`, remoteAddress: ip });
    await Promise.all([view(reader.agent), view(reader.agent), view(reader.agent)]);
    await view(null);
    await view(null);
    const last = await view(null, '198.51.100.4');
    expect(last.json().viewCount).toBe(3);
    const stored = await ctx.db.selectFrom('post_views').select('viewer').where('post_id', '=', post.id).execute();
    expect(stored.map((v) => v.viewer).filter((v) => v.includes('203.0.113'))).toEqual([]);
  });
});
