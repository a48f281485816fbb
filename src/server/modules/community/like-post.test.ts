import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApp, writePost } from '#server/test/community';
import { signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createCommunityApp>>;
beforeAll(async () => {
  ctx = await createCommunityApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('likes', () => {
  it('counts a like once per user, and likes and comments stay right under concurrent requests', async () => {
    const author = await signUpUser(ctx.app);
    const post = await writePost(author);
    const fans = await Promise.all(Array.from({ length: 12 }, () => signUpUser(ctx.app)));

    const same = await Promise.all([1, 2, 3, 4].map(() => fans[0]!.agent.put(`/api/posts/${post.id}/like`)));
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    await Promise.all(fans.map((f) => f.agent.put(`/api/posts/${post.id}/like`)));
    await Promise.all(fans.slice(0, 5).map((f) => f.agent.delete(`/api/posts/${post.id}/like`)));
    await Promise.all(fans.map((f, i) => f.agent.post(`/api/posts/${post.id}/comments`, { body: `comment ${i}` })));

    const detail = (await fans[6]!.agent.get(`/api/posts/${post.id}`)).json().post;
    expect(detail.likeCount).toBe(7);
    expect(detail.viewer.liked).toBe(true);
    expect(detail.commentCount).toBe(12);
    const rows = await ctx.db.selectFrom('post_likes').select('user_id').where('post_id', '=', post.id).execute();
    expect(rows).toHaveLength(7);

    const { comments } = (await author.agent.get(`/api/posts/${post.id}/comments`)).json();
    const target = comments[0].id as number;
    await Promise.all([...fans, ...fans].map((f) => f.agent.put(`/api/comments/${target}/like`)));
    const unliked = await fans[0]!.agent.delete(`/api/comments/${target}/like`);
    expect(unliked.json()).toEqual({ liked: false, likeCount: 11 });
  });
});
