import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#shared/contracts/notifications';
import { openEventStream } from '#server/test/event-stream';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';
import { NOTIFICATIONS_PAGE_SIZE } from './notifications.rows.ts';

const ADMIN = { email: 'notifications-admin@holacorea.test', password: 'notifications-admin-password' };
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof createAgent>;
let adminId: string;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp({ admin: ADMIN, rateLimitScale: 100_000 });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  admin = createAgent(ctx.app);
  const signIn = await admin.post('/api/auth/sign-in', ADMIN);
  expect(signIn.statusCode).toBe(200);
  adminId = signIn.json().user.id;
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const newUser = () => signUpUser(ctx.app);

async function writePost(user: User, boardId = 'free') {
  const res = await user.agent.post('/api/posts', {
    boardId,
    title: `A question for ${user.nickname}`,
    body: 'Where do I top up T-money?',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post.id as number;
}

async function comment(user: User, postId: number, body = 'At any convenience store.') {
  const res = await user.agent.post(`/api/posts/${postId}/comments`, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().comment.id as number;
}

async function list(user: User, cursor?: number) {
  const res = await user.agent.get(`/api/notifications${cursor ? `?cursor=${cursor}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { notifications: Notification[]; nextCursor: number | null };
}
const items = async (user: User) => (await list(user)).notifications;
const unread = async (user: User) => (await user.agent.get('/api/notifications/unread-count')).json().count as number;

async function resolveReport(
  reportedKind: 'post' | 'comment',
  targetId: number,
  reporter: User,
  action: 'dismiss' | 'delete' | 'hide',
  reason = '광고/스팸',
) {
  expect((await reporter.agent.post(`/api/${reportedKind}s/${targetId}/report`, { reason })).statusCode).toBe(201);
  const queue = (await admin.get(`/api/admin/reports?kind=${reportedKind}&pageSize=100`)).json().reports as {
    id: string;
    targetId: string;
    reporter: { id: string };
  }[];
  const report = queue.find((r) => r.targetId === String(targetId) && r.reporter.id === reporter.id);
  expect(report).toBeDefined();
  const res = await admin.post(`/api/admin/reports/${encodeURIComponent(report!.id)}/resolve`, { action });
  expect(res.statusCode, res.body).toBe(200);
}

describe('notifications API', () => {
  it('answers visitors with 401 on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/1/read'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("refuses a bad cursor or id with 400 and another user's notification with 404", async () => {
    const [author, reader, stranger] = [await newUser(), await newUser(), await newUser()];
    expect((await author.agent.get('/api/notifications?cursor=abc')).statusCode).toBe(400);
    expect((await author.agent.get('/api/notifications?cursor=-3')).statusCode).toBe(400);
    expect((await author.agent.post('/api/notifications/0/read')).statusCode).toBe(400);
    const postId = await writePost(author);
    await comment(reader, postId);
    const [mine] = await items(author);
    expect((await stranger.agent.post(`/api/notifications/${mine!.id}/read`)).statusCode).toBe(404);
    expect((await author.agent.post('/api/notifications/999999/read')).statusCode).toBe(404);
    expect(await unread(author)).toBe(1);
  });

  describe('a comment on my post', () => {
    it('is not created for my own comment, nor for the commenter', async () => {
      const author = await newUser();
      const postId = await writePost(author);
      await comment(author, postId);
      expect(await items(author)).toEqual([]);
      const reader = await newUser();
      await comment(reader, postId);
      expect(await items(reader)).toEqual([]);
    });

    it('is not created when either side blocked the other, and disappears when a block comes later', async () => {
      const [author, blocked, blocker, later] = [await newUser(), await newUser(), await newUser(), await newUser()];
      const postId = await writePost(author);
      expect((await author.agent.put(`/api/blocks/${blocked.id}`)).statusCode).toBe(204);
      expect((await blocker.agent.put(`/api/blocks/${author.id}`)).statusCode).toBe(204);
      await comment(blocked, postId);
      await comment(blocker, postId);
      expect(await items(author)).toEqual([]);
      expect(await unread(author)).toBe(0);

      await comment(later, postId);
      expect(await unread(author)).toBe(1);
      expect((await later.agent.put(`/api/blocks/${author.id}`)).statusCode).toBe(204);
      expect(await items(author)).toEqual([]);
      expect(await unread(author)).toBe(0);
    });

    it('disappears once the comment is hidden by a moderator, and nothing of it shows', async () => {
      const [author, reader] = [await newUser(), await newUser()];
      const postId = await writePost(author);
      const commentId = await comment(reader, postId, 'Spam spam spam');
      expect(await unread(author)).toBe(1);
      expect((await admin.patch(`/api/admin/comments/${commentId}`, { hidden: true })).statusCode).toBe(200);
      expect(await items(author)).toEqual([]);
      expect(await unread(author)).toBe(0);
      // The comment's author hears it was hidden; a moderator's own act without a report has no reason.
      const [hidden] = await items(reader);
      expect(hidden).toMatchObject({
        type: 'content_hidden',
        subject: 'comment',
        reason: null,
        actor: null,
        snippet: 'Spam spam spam',
        target: { postId, commentId },
      });
    });

    it('is created with the commenter, an excerpt and the comment as target', async () => {
      const [author, reader] = [await newUser(), await newUser()];
      const postId = await writePost(author);
      const commentId = await comment(reader, postId, 'Any   GS25\nor CU.');
      expect(await unread(author)).toBe(1);
      const [notification] = await items(author);
      expect(notification).toMatchObject({
        type: 'post_comment',
        read: false,
        actor: { id: reader.id, nickname: reader.nickname },
        othersCount: 0,
        postTitle: `A question for ${author.nickname}`,
        snippet: 'Any GS25 or CU.',
        target: { postId, commentId },
      });
    });
  });

  describe('a reply in a thread I commented on', () => {
    it('reaches earlier commenters once each, but not the post author (who hears of the comment) nor the replier', async () => {
      const [author, first, second] = [await newUser(), await newUser(), await newUser()];
      const postId = await writePost(author);
      await comment(first, postId);
      await comment(first, postId, 'And one more thing');
      const replyId = await comment(second, postId, 'Thanks both');
      expect((await items(first)).map((n) => [n.type, n.actor?.id, n.target?.commentId])).toEqual([
        ['thread_reply', second.id, replyId],
      ]);
      expect((await items(author)).map((n) => n.type)).toEqual(['post_comment', 'post_comment', 'post_comment']);
      expect(await items(second)).toEqual([]);
    });

    it('is not created across a block, nor kept about a post hidden afterwards', async () => {
      const [author, first, blocker, replier] = [await newUser(), await newUser(), await newUser(), await newUser()];
      const postId = await writePost(author);
      await comment(first, postId);
      await comment(blocker, postId);
      expect((await blocker.agent.put(`/api/blocks/${replier.id}`)).statusCode).toBe(204);
      await comment(replier, postId);
      expect(await items(blocker)).toEqual([]);
      // The first commenter heard of both later comments.
      expect(await unread(first)).toBe(2);

      expect((await admin.patch(`/api/admin/posts/${postId}`, { hidden: true })).statusCode).toBe(200);
      expect(await items(first)).toEqual([]);
      expect(await unread(first)).toBe(0);
      // The author keeps only the moderation notice about the post.
      const authorItems = await items(author);
      expect(authorItems.map((n) => n.type)).toEqual(['content_hidden']);
      expect(authorItems[0]).toMatchObject({
        subject: 'post',
        postTitle: `A question for ${author.nickname}`,
        target: { postId, commentId: null },
      });
    });
  });

  describe('my answer accepted', () => {
    it('is created once for the answer, never when the author accepts their own comment', async () => {
      const [asker, helper] = [await newUser(), await newUser()];
      const postId = await writePost(asker, 'qna');
      const own = await comment(asker, postId, 'Found it myself');
      expect((await asker.agent.put(`/api/posts/${postId}/accepted-answer`, { commentId: own })).statusCode).toBe(200);
      expect(await items(asker)).toEqual([]);

      const answer = await comment(helper, postId, 'Top up at the station machine');
      expect((await asker.agent.put(`/api/posts/${postId}/accepted-answer`, { commentId: answer })).statusCode).toBe(
        200,
      );
      expect((await asker.agent.delete(`/api/posts/${postId}/accepted-answer`)).statusCode).toBe(200);
      expect((await asker.agent.put(`/api/posts/${postId}/accepted-answer`, { commentId: answer })).statusCode).toBe(
        200,
      );
      const accepted = (await items(helper)).filter((n) => n.type === 'answer_accepted');
      expect(accepted).toHaveLength(1);
      expect(accepted[0]).toMatchObject({
        actor: { id: asker.id },
        target: { postId, commentId: answer },
        snippet: 'Top up at the station machine',
      });
    });

    it('is not created when the helper blocked the asker', async () => {
      const [asker, helper] = [await newUser(), await newUser()];
      const postId = await writePost(asker, 'qna');
      const answer = await comment(helper, postId);
      expect((await helper.agent.put(`/api/blocks/${asker.id}`)).statusCode).toBe(204);
      expect((await asker.agent.put(`/api/posts/${postId}/accepted-answer`, { commentId: answer })).statusCode).toBe(
        200,
      );
      expect(await items(helper)).toEqual([]);
    });
  });

  describe('likes', () => {
    it('groups unread likes of one post into one item naming the latest liker, and starts a new group once read', async () => {
      const [author, ana, bo, cy, di] = [
        await newUser(),
        await newUser(),
        await newUser(),
        await newUser(),
        await newUser(),
      ];
      const postId = await writePost(author);
      expect((await author.agent.put(`/api/posts/${postId}/like`)).statusCode).toBe(200);
      expect(await items(author)).toEqual([]);
      for (const liker of [ana, bo, cy])
        expect((await liker.agent.put(`/api/posts/${postId}/like`)).statusCode).toBe(200);
      expect(await unread(author)).toBe(1);
      const [group] = await items(author);
      expect(group).toMatchObject({
        type: 'post_liked',
        actor: { id: cy.id, nickname: cy.nickname },
        othersCount: 2,
        target: { postId, commentId: null },
      });

      // A blocked liker leaves the group: named no more, counted no more.
      expect((await author.agent.put(`/api/blocks/${cy.id}`)).statusCode).toBe(204);
      expect((await items(author))[0]).toMatchObject({ actor: { id: bo.id }, othersCount: 1 });

      expect((await author.agent.post(`/api/notifications/${group!.id}/read`)).statusCode).toBe(204);
      expect(await unread(author)).toBe(0);
      expect((await di.agent.put(`/api/posts/${postId}/like`)).statusCode).toBe(200);
      const [fresh, old] = await items(author);
      expect(fresh).toMatchObject({ type: 'post_liked', read: false, actor: { id: di.id }, othersCount: 0 });
      expect(old).toMatchObject({ id: group!.id, read: true, actor: { id: bo.id }, othersCount: 1 });
      expect(await unread(author)).toBe(1);
    });

    it('groups likes of a comment apart from likes of its post, and drops a group whose likes are all taken back', async () => {
      const [author, ana, bo] = [await newUser(), await newUser(), await newUser()];
      const postId = await writePost(ana);
      const commentId = await comment(author, postId);
      await ana.agent.put(`/api/comments/${commentId}/like`);
      await bo.agent.put(`/api/comments/${commentId}/like`);
      const [group] = await items(author);
      expect(group).toMatchObject({
        type: 'comment_liked',
        actor: { id: bo.id },
        othersCount: 1,
        target: { postId, commentId },
      });
      await ana.agent.delete(`/api/comments/${commentId}/like`);
      await bo.agent.delete(`/api/comments/${commentId}/like`);
      expect(await items(author)).toEqual([]);
      expect(await unread(author)).toBe(0);
    });

    it('is not created for a liker the author blocked', async () => {
      const [author, blocked] = [await newUser(), await newUser()];
      const postId = await writePost(author);
      await author.agent.put(`/api/blocks/${blocked.id}`);
      // A block does not stop reading and liking a post; it stops the author hearing of it.
      await blocked.agent.put(`/api/posts/${postId}/like`);
      expect(await ctx.db.selectFrom('notifications').select('id').where('user_id', '=', author.id).execute()).toEqual(
        [],
      );
    });
  });

  describe('moderation of my content and the outcome of my reports', () => {
    it('tells the author the reason and the reporter the outcome when a report removes a comment', async () => {
      const [author, spammer, reporter] = [await newUser(), await newUser(), await newUser()];
      const postId = await writePost(author);
      const commentId = await comment(spammer, postId, 'Cheap followers here');
      await resolveReport('comment', commentId, reporter, 'delete', '광고/스팸');
      const [removed] = await items(spammer);
      expect(removed).toMatchObject({
        type: 'content_removed',
        subject: 'comment',
        reason: '광고/스팸',
        actor: null,
        target: { postId, commentId: null },
      });
      const [outcome] = await items(reporter);
      // Nothing of the removed comment reaches the reporter: no excerpt, no link to it.
      expect(outcome).toMatchObject({
        type: 'report_outcome',
        subject: 'comment',
        outcome: 'content_removed',
        snippet: null,
        target: { postId, commentId: null },
      });
      // The post's author heard of the comment, which is gone now.
      expect(await items(author)).toEqual([]);
    });

    it('tells the reporter a dismissal, and the author of a hidden post the reason', async () => {
      const [author, reporter, other] = [await newUser(), await newUser(), await newUser()];
      const kept = await writePost(author);
      await resolveReport('post', kept, reporter, 'dismiss', '욕설/비방');
      expect((await items(reporter))[0]).toMatchObject({
        type: 'report_outcome',
        outcome: 'dismissed',
        subject: 'post',
        target: { postId: kept },
      });
      expect(await items(author)).toEqual([]);

      const hidden = await writePost(author);
      await other.agent.post(`/api/posts/${hidden}/report`, { reason: '성희롱' });
      await resolveReport('post', hidden, reporter, 'hide', '욕설/비방');
      expect((await items(author))[0]).toMatchObject({
        type: 'content_hidden',
        subject: 'post',
        reason: '욕설/비방',
        target: { postId: hidden },
      });
      // Both reporters of the post hear the outcome; neither may open the hidden post.
      for (const user of [reporter, other])
        expect((await items(user))[0]).toMatchObject({
          type: 'report_outcome',
          outcome: 'content_removed',
          postTitle: null,
          target: null,
        });
    });

    it('does not tell a moderator about their own post', async () => {
      const res = await admin.post('/api/posts', { boardId: 'free', title: 'House rules', body: 'Be kind.' });
      const postId = res.json().post.id as number;
      expect((await admin.patch(`/api/admin/posts/${postId}`, { hidden: true })).statusCode).toBe(200);
      expect(await ctx.db.selectFrom('notifications').select('id').where('user_id', '=', adminId).execute()).toEqual(
        [],
      );
    });
  });

  it('shows no nickname for an actor whose account was deleted or deactivated', async () => {
    const [author, leaver, deactivated] = [await newUser(), await newUser(), await newUser()];
    const postId = await writePost(author);
    await comment(leaver, postId);
    await comment(deactivated, postId);
    expect(
      (await leaver.agent.post('/api/me/delete', { confirmation: leaver.nickname, password: leaver.password }))
        .statusCode,
    ).toBe(204);
    expect((await admin.post(`/api/admin/users/${deactivated.id}/status`, { status: 'deactivated' })).statusCode).toBe(
      200,
    );
    const actors = (await items(author)).map((n) => n.actor);
    expect(actors).toEqual([
      { id: deactivated.id, nickname: null },
      { id: leaver.id, nickname: null },
    ]);
  });

  it('pages newest first with a cursor, marks one and all read', async () => {
    const [author, reader] = [await newUser(), await newUser()];
    const postId = await writePost(author);
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 3; i += 1) await comment(reader, postId, `comment ${i}`);
    const first = await list(author);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.notifications[0]!.snippet).toBe(`comment ${NOTIFICATIONS_PAGE_SIZE + 2}`);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(author, first.nextCursor!);
    expect(second.notifications.map((n) => n.snippet)).toEqual(['comment 2', 'comment 1', 'comment 0']);
    expect(second.nextCursor).toBeNull();

    expect(await unread(author)).toBe(NOTIFICATIONS_PAGE_SIZE + 3);
    expect((await author.agent.post(`/api/notifications/${first.notifications[0]!.id}/read`)).statusCode).toBe(204);
    expect((await author.agent.post(`/api/notifications/${first.notifications[0]!.id}/read`)).statusCode).toBe(204);
    expect(await unread(author)).toBe(NOTIFICATIONS_PAGE_SIZE + 2);
    expect((await author.agent.post('/api/notifications/read-all')).statusCode).toBe(204);
    expect(await unread(author)).toBe(0);
    expect((await items(author)).every((n) => n.read)).toBe(true);
  });

  it('sends the unread count when the stream opens and on each change', async () => {
    const [author, reader] = [await newUser(), await newUser()];
    const postId = await writePost(author);
    await comment(reader, postId);
    const stream = await openEventStream(baseUrl, author.agent.cookie());
    try {
      await stream.next((e) => e.type === 'notifications.unread' && e.count === 1);
      await comment(reader, postId);
      await stream.next((e) => e.type === 'notifications.unread' && e.count === 2);
      await author.agent.post('/api/notifications/read-all');
      await stream.next((e) => e.type === 'notifications.unread' && e.count === 0);
    } finally {
      stream.close();
    }
  });

  it('puts them in the data export', async () => {
    const [author, reader] = [await newUser(), await newUser()];
    const postId = await writePost(author);
    const commentId = await comment(reader, postId);
    const exported = (await author.agent.get('/api/me/export')).json();
    expect(exported.notifications).toEqual([
      { type: 'post_comment', postId, commentId, createdAt: expect.any(String), readAt: null },
    ]);
  });

  it('removes the notifications of a deleted account', async () => {
    const [author, reader] = [await newUser(), await newUser()];
    const postId = await writePost(author);
    await comment(reader, postId);
    expect(
      (await author.agent.post('/api/me/delete', { confirmation: author.nickname, password: author.password }))
        .statusCode,
    ).toBe(204);
    expect(await ctx.db.selectFrom('notifications').select('id').where('user_id', '=', author.id).execute()).toEqual(
      [],
    );
  });
});
