import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '#shared/contracts/community';
import { createCommunityApp, writePost } from '#server/test/community';
import { signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createCommunityApp>>;
beforeAll(async () => {
  ctx = await createCommunityApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('my activity and the data export', () => {
  it('shows my posts, comments and liked posts, and puts only my own in the data export', async () => {
    const [me, other] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const mine = await writePost(me, { title: 'My own post' });
    const theirs = await writePost(other, { title: 'Their post' });
    await me.agent.post(`/api/posts/${theirs.id}/comments`, { body: 'My comment' });
    await other.agent.post(`/api/posts/${mine.id}/comments`, { body: 'Their comment' });
    await me.agent.put(`/api/posts/${theirs.id}/like`);
    await other.agent.put(`/api/posts/${mine.id}/like`);

    const activity = (await me.agent.get('/api/me/activity')).json();
    expect(activity.posts.map((p: PostSummary) => p.title)).toEqual(['My own post']);
    expect(activity.comments).toEqual([
      expect.objectContaining({ body: 'My comment', post: { id: theirs.id, title: 'Their post' } }),
    ]);
    expect(activity.likedPosts.map((p: PostSummary) => p.id)).toEqual([theirs.id]);

    const data = (await me.agent.get('/api/me/export')).json();
    expect(data.posts.map((p: { title: string }) => p.title)).toEqual(['My own post']);
    expect(data.comments.map((c: { body: string }) => c.body)).toEqual(['My comment']);
    expect(data.likes).toEqual([expect.objectContaining({ postId: theirs.id })]);
  });
});
