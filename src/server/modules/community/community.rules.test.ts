import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser } from '#server/test/test-app';
import { PACING } from './community.rules.ts';

describe('pacing', () => {
  let paced: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    paced = await createTestApp({ rateLimitScale: 1 });
  });
  afterAll(async () => {
    await paced.close();
  });

  it('makes a new account wait between posts and between comments', async () => {
    const user = await signUpUser(paced.app);
    const first = await user.agent.post('/api/posts', { boardId: 'free', title: 'First', body: 'Hello' });
    expect(first.statusCode).toBe(201);
    const second = await user.agent.post('/api/posts', { boardId: 'free', title: 'Second', body: 'Hello again' });
    expect(second.statusCode).toBe(429);
    expect(second.json().error.code).toBe('TOO_FAST');
    const postId = first.json().post.id;
    expect((await user.agent.post(`/api/posts/${postId}/comments`, { body: 'one' })).statusCode).toBe(201);
    expect((await user.agent.post(`/api/posts/${postId}/comments`, { body: 'two' })).json().error.code).toBe(
      'TOO_FAST',
    );
  });

  it('lets an account older than a day post again sooner than a new one', async () => {
    const [fresh, settled] = [await signUpUser(paced.app), await signUpUser(paced.app)];
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    await paced.db.updateTable('users').set({ created_at: twoDaysAgo }).where('id', '=', settled.id).execute();
    const secondsAgo = new Date(Date.now() - (PACING.post.waitSeconds + 5) * 1000).toISOString();
    for (const user of [fresh, settled]) {
      expect((await user.agent.post('/api/posts', { boardId: 'free', title: 'First', body: 'Hello' })).statusCode).toBe(
        201,
      );
      // As if the first post were a little older than the settled account's wait, and younger than the new account's.
      await paced.db.updateTable('posts').set({ created_at: secondsAgo }).where('author_id', '=', user.id).execute();
    }
    expect(
      (await fresh.agent.post('/api/posts', { boardId: 'free', title: 'Second', body: 'Hello again' })).json().error
        .code,
    ).toBe('TOO_FAST');
    expect(
      (await settled.agent.post('/api/posts', { boardId: 'free', title: 'Second', body: 'Hello again' })).statusCode,
    ).toBe(201);
  });
});
