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

describe('writing a post', () => {
  it('needs a verified e-mail to write', async () => {
    const user = await signUpUser(ctx.app, { verified: false });
    const res = await user.agent.post('/api/posts', { boardId: 'free', title: 'Hello', body: 'World' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    const other = await signUpUser(ctx.app);
    const post = await writePost(other);
    expect((await user.agent.post(`/api/posts/${post.id}/comments`, { body: 'hi' })).json().error.code).toBe(
      'EMAIL_NOT_VERIFIED',
    );
  });
});
