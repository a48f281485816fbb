import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '#shared/contracts/community';
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

describe('moderating posts and comments', () => {
  it('refuses admin moderation to visitors (401) and users (403)', async () => {
    const user = await signUpUser(ctx.app);
    const post = await writePost(user);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/admin/posts/${post.id}`, payload: { hidden: true } }))
        .statusCode,
    ).toBe(401);
    expect((await user.agent.patch(`/api/admin/posts/${post.id}`, { hidden: true })).json().error.code).toBe(
      'NOT_ADMIN',
    );
    expect((await user.agent.patch('/api/admin/comments/1', { hidden: true })).statusCode).toBe(403);
  });

  it('hides a post from everyone but its author and admins, at once, in lists and search too', async () => {
    const author = await signUpUser(ctx.app);
    const reader = await signUpUser(ctx.app);
    const post = await writePost(author, {
      boardId: 'companions',
      title: 'Hiking Bukhansan on Saturday',
      body: 'Meet at Bukhansanseong entrance.',
    });
    const count = async () => (await visitorGet('/api/boards/companions')).json().board.postCount as number;
    const before = await count();

    const hide = await ctx.admin.patch(`/api/admin/posts/${post.id}`, { hidden: true });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().post.hidden).toBe(true);
    expect((await visitorGet(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await reader.agent.get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await reader.agent.get(`/api/posts/${post.id}/comments`)).statusCode).toBe(404);
    expect((await reader.agent.put(`/api/posts/${post.id}/like`)).statusCode).toBe(404);
    expect((await author.agent.get(`/api/posts/${post.id}`)).json().post.hidden).toBe(true);
    expect((await ctx.admin.get(`/api/posts/${post.id}`)).json().post.viewer.canModerate).toBe(true);
    const ids = async (url: string) => ((await visitorGet(url)).json().posts as PostSummary[]).map((p) => p.id);
    expect(await ids('/api/boards/companions/posts')).not.toContain(post.id);
    expect(await ids('/api/boards/companions/posts?q=Bukhansan')).not.toContain(post.id);
    expect((await visitorGet('/api/community/highlights')).json().newest.map((p: PostSummary) => p.id)).not.toContain(
      post.id,
    );
    expect(await count()).toBe(before - 1);

    await ctx.admin.patch(`/api/admin/posts/${post.id}`, { hidden: false, pinned: true });
    expect(await count()).toBe(before);
    const listed = (await visitorGet('/api/boards/companions/posts')).json().posts as PostSummary[];
    expect(listed[0]).toMatchObject({ id: post.id, pinned: true });

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('target_type', '=', 'post')
      .where('target_id', '=', String(post.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['post.hide', 'post.unhide', 'post.pin']);
  });

  it('lets an admin delete any post or comment, marked as a moderator removal and audited', async () => {
    const author = await signUpUser(ctx.app);
    const post = await writePost(author);
    const comment = (await author.agent.post(`/api/posts/${post.id}/comments`, { body: 'spam spam' })).json().comment;
    const hidden = await ctx.admin.patch(`/api/admin/comments/${comment.id}`, { hidden: true });
    expect(hidden.json().comment).toMatchObject({ hidden: true, body: 'spam spam' });
    const [seen] = (await visitorGet(`/api/posts/${post.id}/comments`)).json().comments;
    expect(seen).toMatchObject({ hidden: true, body: '' });

    expect((await ctx.admin.delete(`/api/comments/${comment.id}`)).statusCode).toBe(204);
    expect((await ctx.admin.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await visitorGet(`/api/posts/${post.id}`)).json().post).toMatchObject({
      deleted: true,
      deletedByModerator: true,
    });
    const actions = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', 'in', ['post', 'comment'])
      .where('target_id', 'in', [String(post.id), String(comment.id)])
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['comment.delete', 'comment.hide', 'post.delete']);
  });
});
