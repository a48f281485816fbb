import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApp, visitorGet as get, writePost } from '#server/test/community';
import { signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createCommunityApp>>;
beforeAll(async () => {
  ctx = await createCommunityApp();
});
afterAll(async () => {
  await ctx.close();
});
const visitorGet = (url: string) => get(ctx.app, url);

describe('reading a post', () => {
  it('keeps the posts of a deleted account, by a user without a nickname', async () => {
    const leaver = await signUpUser(ctx.app);
    const post = await writePost(leaver, { title: 'Still useful' });
    expect(
      (await leaver.agent.post('/api/me/delete', { confirmation: leaver.nickname, password: leaver.password }))
        .statusCode,
    ).toBe(204);
    const kept = (await visitorGet(`/api/posts/${post.id}`)).json().post;
    expect(kept).toMatchObject({ title: 'Still useful', author: { id: leaver.id, nickname: null } });
  });
});
