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

describe('editing and deleting posts and comments', () => {
  it('lets only the author edit (marked edited) or delete; a deleted post leaves a tombstone and its comments', async () => {
    const [author, other] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const post = await writePost(author);
    expect(post.editedAt).toBeNull();
    const comment = (
      await other.agent.post(`/api/posts/${post.id}/comments`, { body: 'Take a taxi after midnight.' })
    ).json().comment;

    expect(
      (await other.agent.patch(`/api/posts/${post.id}`, { boardId: 'free', title: 'Mine now', body: 'x' })).statusCode,
    ).toBe(403);
    expect((await other.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(403);
    expect((await author.agent.patch(`/api/comments/${comment.id}`, { body: 'changed' })).statusCode).toBe(403);
    expect((await author.agent.delete(`/api/comments/${comment.id}`)).statusCode).toBe(403);

    const edited = await author.agent.patch(`/api/posts/${post.id}`, {
      boardId: 'free',
      title: 'Seoul subway at night (updated)',
      body: 'Last trains leave around midnight.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().post.editedAt).not.toBeNull();

    const editedComment = await other.agent.patch(`/api/comments/${comment.id}`, {
      body: 'Take a night bus (N-numbered) after midnight.',
    });
    expect(editedComment.json().comment).toMatchObject({ body: 'Take a night bus (N-numbered) after midnight.' });
    expect(editedComment.json().comment.editedAt).not.toBeNull();

    expect((await author.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    const tombstone = (await visitorGet(`/api/posts/${post.id}`)).json().post;
    expect(tombstone).toMatchObject({ deleted: true, deletedByModerator: false, title: '', body: '' });
    expect((await visitorGet(`/api/posts/${post.id}/comments`)).json().comments[0].body).toBe(
      'Take a night bus (N-numbered) after midnight.',
    );
    const board = (await visitorGet('/api/boards/free/posts')).json().posts as PostSummary[];
    expect(board.some((p) => p.id === post.id)).toBe(false);
    expect((await other.agent.post(`/api/posts/${post.id}/comments`, { body: 'late' })).statusCode).toBe(404);
    expect((await author.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(404);

    expect((await other.agent.delete(`/api/comments/${comment.id}`)).statusCode).toBe(204);
    const [gone] = (await visitorGet(`/api/posts/${post.id}/comments`)).json().comments;
    expect(gone).toMatchObject({ deleted: true, body: '' });
  });
});
