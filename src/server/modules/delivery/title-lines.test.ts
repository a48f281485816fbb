import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startSmtpServer } from '#server/test/notification-endpoints';
import { createTestApp, signUpUser } from '#server/test/test-app';

// Post titles are one line: on write, and in other members' digest mails (issue 25).
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ smtpUrl: smtp.url, notificationMinuteMs: 20, digestSweepEveryMs: 200, jobPollMs: 50 });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** A verified member (the mails go to SMTP here, so verification is arranged in the database). */
async function member() {
  const user = await signUpUser(ctx.app, { verified: false });
  await ctx.db.updateTable('users').set({ email_verified: true, language: 'en' }).where('id', '=', user.id).execute();
  return user;
}

describe('post titles', () => {
  it('are stored on one line, when written and when edited', async () => {
    const author = await member();
    const created = await author.agent.post('/api/posts', {
      boardId: 'free',
      title: 'Line one\r\nLine two\u2028three\tfour\n',
      body: 'Body\nkeeps its lines',
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().post;
    expect(post.title).toBe('Line one Line two three four');
    const edited = await author.agent.patch(`/api/posts/${post.id}`, {
      boardId: 'free',
      title: 'Edited\u2029title\r',
      body: 'Body\nkeeps its lines',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const row = await ctx.db
      .selectFrom('posts')
      .select(['title', 'body'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Edited title', body: 'Body\nkeeps its lines' });
  });

  it('of older posts still show on one line in a digest mail', async () => {
    const [author, commenter] = [await member(), await member()];
    const post = (
      await author.agent.post('/api/posts', { boardId: 'free', title: 'T-money top up?', body: 'Where?' })
    ).json().post;
    // A title stored before titles were normalised.
    await ctx.db
      .updateTable('posts')
      .set({ title: 'T-money\r\ntop up?\u2028FAKE: your account is closed' })
      .where('id', '=', post.id)
      .execute();
    expect((await commenter.agent.post(`/api/posts/${post.id}/comments`, { body: 'Any GS25.' })).statusCode).toBe(201);
    const mail = await eventually(() => smtp.notificationsTo(author.email)[0], 10_000, 'the digest');
    expect(mail.text).toContain('“T-money top up? FAKE: your account is closed”');
    expect(mail.text.split('\n').filter((line) => line.startsWith('FAKE'))).toEqual([]);
  });
});
