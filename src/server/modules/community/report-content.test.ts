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

describe('reporting posts, comments and users', () => {
  it('takes one report per reporter per post, comment or user, into the open queue', async () => {
    const [author, reporter] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const post = await writePost(author);
    const comment = (await author.agent.post(`/api/posts/${post.id}/comments`, { body: 'Buy followers at …' })).json()
      .comment;
    for (const url of [
      `/api/posts/${post.id}/report`,
      `/api/comments/${comment.id}/report`,
      `/api/users/${author.id}/report`,
    ]) {
      expect((await reporter.agent.post(url, { reason: '광고/스팸' })).statusCode, url).toBe(201);
      const again = await reporter.agent.post(url, { reason: '기타', detail: 'again' });
      expect(again.statusCode, url).toBe(409);
      expect(again.json().error.code).toBe('ALREADY_REPORTED');
    }
    expect((await author.agent.post(`/api/users/${author.id}/report`, { reason: '광고/스팸' })).statusCode).toBe(400);
    const viewer = (await reporter.agent.get(`/api/posts/${post.id}`)).json().post.viewer;
    expect(viewer).toMatchObject({ reported: true, reportedAuthor: true });
    const [seen] = (await reporter.agent.get(`/api/posts/${post.id}/comments`)).json().comments;
    expect(seen.viewer).toMatchObject({ reported: true, reportedAuthor: true });
    const queue = await ctx.db
      .selectFrom('content_reports')
      .select(['target_type', 'state', 'reported_user_id'])
      .where('reporter_id', '=', reporter.id)
      .execute();
    expect(queue).toHaveLength(3);
    expect(queue.every((r) => r.state === 'open' && r.reported_user_id === author.id)).toBe(true);

    // A reported post keeps its text for the moderators after its author deletes it.
    await author.agent.delete(`/api/posts/${post.id}`);
    const stored = await ctx.db.selectFrom('posts').select('body').where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(stored.body).toBe('Last trains leave around midnight.');
  });
});
