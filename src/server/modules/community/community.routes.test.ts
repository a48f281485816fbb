import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_TITLE_MAX } from '#shared/limits';
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

describe('community API: access and input', () => {
  it('returns 401 to visitors on every write and lets them read', async () => {
    const author = await signUpUser(ctx.app);
    const post = await writePost(author);
    const writes: [string, string][] = [
      ['POST', '/api/posts'],
      ['PATCH', `/api/posts/${post.id}`],
      ['DELETE', `/api/posts/${post.id}`],
      ['PUT', `/api/posts/${post.id}/like`],
      ['DELETE', `/api/posts/${post.id}/like`],
      ['POST', `/api/posts/${post.id}/report`],
      ['POST', `/api/posts/${post.id}/comments`],
      ['PUT', `/api/posts/${post.id}/accepted-answer`],
      ['PATCH', '/api/comments/1'],
      ['DELETE', '/api/comments/1'],
      ['PUT', '/api/comments/1/like'],
      ['POST', '/api/comments/1/report'],
      ['POST', `/api/users/${author.id}/report`],
      ['GET', '/api/me/activity'],
    ];
    for (const [method, url] of writes) {
      const res = await ctx.app.inject({
        method: method as 'POST',
        url,
        payload: ['POST', 'PATCH', 'PUT'].includes(method) ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await visitorGet('/api/boards')).statusCode).toBe(200);
    expect((await visitorGet(`/api/posts/${post.id}`)).json().post.viewer).toEqual({
      isAuthor: false,
      canModerate: false,
      liked: false,
      reported: false,
      reportedAuthor: false,
    });
    expect((await visitorGet(`/api/posts/${post.id}/comments`)).statusCode).toBe(200);
  });

  it('answers a bad body with 400 naming the field', async () => {
    const user = await signUpUser(ctx.app);
    const cases: [unknown, string][] = [
      [{ boardId: 'free', title: '   ', body: 'text' }, 'title'],
      [{ boardId: 'free', title: 'x'.repeat(POST_TITLE_MAX + 1), body: 'text' }, 'title'],
      [{ boardId: 'free', title: 'A title', body: ' \n ' }, 'body'],
      [{ boardId: 'no such board', title: 'A title', body: 'text' }, 'boardId'],
    ];
    for (const [body, field] of cases) {
      const res = await user.agent.post('/api/posts', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    const missingBoard = await user.agent.post('/api/posts', { boardId: 'nowhere', title: 'A title', body: 'text' });
    expect(missingBoard.statusCode).toBe(404);
    expect(missingBoard.json().error.field).toBe('boardId');
    const post = await writePost(user);
    expect((await user.agent.post(`/api/posts/${post.id}/comments`, { body: '' })).json().error.field).toBe('body');
    expect((await user.agent.post(`/api/posts/${post.id}/report`, { reason: '기타' })).json().error.field).toBe(
      'detail',
    );
    expect((await visitorGet('/api/boards/free/posts?cursor=abc')).json().error.field).toBe('cursor');
  });
});
