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

describe('boards and highlights', () => {
  it('lists the seeded boards with counts and latest post, and the highlights', async () => {
    const user = await signUpUser(ctx.app);
    const post = await writePost(user, { boardId: 'tips', title: 'T-money works in taxis' });
    const { boards } = (await visitorGet('/api/boards')).json();
    expect(boards.map((b: { slug: string }) => b.slug)).toEqual(['qna', 'tips', 'companions', 'free']);
    const qna = boards.find((b: { slug: string }) => b.slug === 'qna');
    expect(qna.kind).toBe('qna');
    expect(qna.name).toEqual({ ko: '여행 Q&A', es: 'Preguntas de viaje', en: 'Travel Q&A' });
    const tips = boards.find((b: { slug: string }) => b.slug === 'tips');
    expect(tips.postCount).toBeGreaterThanOrEqual(1);
    expect(tips.latestPost).toMatchObject({ id: post.id, title: 'T-money works in taxis' });
    const highlights = (await visitorGet('/api/community/highlights')).json();
    expect(highlights.newest[0].id).toBe(post.id);
    expect((await visitorGet('/api/boards/nowhere')).statusCode).toBe(404);
  });
});
