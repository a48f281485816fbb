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

describe('accepted answers', () => {
  it('lets only the question’s author accept one answer, on a Q&A board', async () => {
    const [asker, helper] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const question = await writePost(asker, {
      boardId: 'qna',
      title: 'Does T-money work in Busan?',
      body: 'Arriving by KTX.',
    });
    const answer = (
      await helper.agent.post(`/api/posts/${question.id}/comments`, { body: 'Yes, on the metro and buses.' })
    ).json().comment;
    expect(
      (await helper.agent.put(`/api/posts/${question.id}/accepted-answer`, { commentId: answer.id })).statusCode,
    ).toBe(403);
    const accepted = await asker.agent.put(`/api/posts/${question.id}/accepted-answer`, { commentId: answer.id });
    expect(accepted.json().post).toMatchObject({ acceptedCommentId: answer.id, hasAcceptedAnswer: true });
    expect(
      (await asker.agent.put(`/api/posts/${question.id}/accepted-answer`, { commentId: 999_999 })).statusCode,
    ).toBe(404);
    expect(
      (await asker.agent.delete(`/api/posts/${question.id}/accepted-answer`)).json().post.acceptedCommentId,
    ).toBeNull();

    const chat = await writePost(asker, { boardId: 'free' });
    const reply = (await helper.agent.post(`/api/posts/${chat.id}/comments`, { body: 'Nice' })).json().comment;
    expect((await asker.agent.put(`/api/posts/${chat.id}/accepted-answer`, { commentId: reply.id })).statusCode).toBe(
      400,
    );
  });
});
