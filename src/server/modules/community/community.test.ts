import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '#shared/contracts/community';
import { POST_TITLE_MAX, POSTS_PAGE_SIZE } from '#shared/limits';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';
import { PACING } from './community.rules.ts';

const ADMIN = { email: 'admin@community.test', password: 'an admin password' };
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof createAgent>;
beforeAll(async () => {
  // Pacing has its own test below; here one user writes many posts in a row.
  ctx = await createTestApp({ admin: ADMIN, rateLimitScale: 100_000 });
  admin = createAgent(ctx.app);
  expect((await admin.post('/api/auth/sign-in', ADMIN)).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

async function writePost(user: User, input: Partial<{ boardId: string; title: string; body: string }> = {}) {
  const res = await user.agent.post('/api/posts', {
    boardId: 'free',
    title: 'Seoul subway at night',
    body: 'Last trains leave around midnight.',
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post as { id: number; editedAt: string | null };
}

const visitorGet = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('community API', () => {
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

    const hide = await admin.patch(`/api/admin/posts/${post.id}`, { hidden: true });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().post.hidden).toBe(true);
    expect((await visitorGet(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await reader.agent.get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await reader.agent.get(`/api/posts/${post.id}/comments`)).statusCode).toBe(404);
    expect((await reader.agent.put(`/api/posts/${post.id}/like`)).statusCode).toBe(404);
    expect((await author.agent.get(`/api/posts/${post.id}`)).json().post.hidden).toBe(true);
    expect((await admin.get(`/api/posts/${post.id}`)).json().post.viewer.canModerate).toBe(true);
    const ids = async (url: string) => ((await visitorGet(url)).json().posts as PostSummary[]).map((p) => p.id);
    expect(await ids('/api/boards/companions/posts')).not.toContain(post.id);
    expect(await ids('/api/boards/companions/posts?q=Bukhansan')).not.toContain(post.id);
    expect((await visitorGet('/api/community/highlights')).json().newest.map((p: PostSummary) => p.id)).not.toContain(
      post.id,
    );
    expect(await count()).toBe(before - 1);

    await admin.patch(`/api/admin/posts/${post.id}`, { hidden: false, pinned: true });
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
    const hidden = await admin.patch(`/api/admin/comments/${comment.id}`, { hidden: true });
    expect(hidden.json().comment).toMatchObject({ hidden: true, body: 'spam spam' });
    const [seen] = (await visitorGet(`/api/posts/${post.id}/comments`)).json().comments;
    expect(seen).toMatchObject({ hidden: true, body: '' });

    expect((await admin.delete(`/api/comments/${comment.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
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

  it('counts a like once per user, and likes and comments stay right under concurrent requests', async () => {
    const author = await signUpUser(ctx.app);
    const post = await writePost(author);
    const fans = await Promise.all(Array.from({ length: 12 }, () => signUpUser(ctx.app)));

    const same = await Promise.all([1, 2, 3, 4].map(() => fans[0]!.agent.put(`/api/posts/${post.id}/like`)));
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    await Promise.all(fans.map((f) => f.agent.put(`/api/posts/${post.id}/like`)));
    await Promise.all(fans.slice(0, 5).map((f) => f.agent.delete(`/api/posts/${post.id}/like`)));
    await Promise.all(fans.map((f, i) => f.agent.post(`/api/posts/${post.id}/comments`, { body: `comment ${i}` })));

    const detail = (await fans[6]!.agent.get(`/api/posts/${post.id}`)).json().post;
    expect(detail.likeCount).toBe(7);
    expect(detail.viewer.liked).toBe(true);
    expect(detail.commentCount).toBe(12);
    const rows = await ctx.db.selectFrom('post_likes').select('user_id').where('post_id', '=', post.id).execute();
    expect(rows).toHaveLength(7);

    const { comments } = (await author.agent.get(`/api/posts/${post.id}/comments`)).json();
    const target = comments[0].id as number;
    await Promise.all([...fans, ...fans].map((f) => f.agent.put(`/api/comments/${target}/like`)));
    const unliked = await fans[0]!.agent.delete(`/api/comments/${target}/like`);
    expect(unliked.json()).toEqual({ liked: false, likeCount: 11 });
  });

  it('counts a view at most once per viewer per day', async () => {
    const author = await signUpUser(ctx.app);
    const reader = await signUpUser(ctx.app);
    const post = await writePost(author);
    const view = (agent: User['agent'] | null, ip = '203.0.113.9') =>
      agent
        ? agent.post(`/api/posts/${post.id}/views`)
        : ctx.app.inject({ method: 'POST', url: `/api/posts/${post.id}/views`, remoteAddress: ip });
    await Promise.all([view(reader.agent), view(reader.agent), view(reader.agent)]);
    await view(null);
    await view(null);
    const last = await view(null, '198.51.100.4');
    expect(last.json().viewCount).toBe(3);
    const stored = await ctx.db.selectFrom('post_views').select('viewer').where('post_id', '=', post.id).execute();
    expect(stored.map((v) => v.viewer).filter((v) => v.includes('203.0.113'))).toEqual([]);
  });

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

  it('searches titles and bodies in any language, and pages every sort without losing or repeating a post', async () => {
    const author = await signUpUser(ctx.app);
    const slug = 'tips';
    const made: number[] = [];
    const texts = [
      ['서울역에서 공항철도 타는 법', '직통열차는 43분 걸려요.'],
      ['¿Dónde cambiar dinero?', 'En Myeongdong la tasa es mejor que en el aeropuerto.'],
      ['Jeju buses', 'Route 600 goes from the airport to Seogwipo.'],
    ];
    for (const [title, body] of texts) made.push((await writePost(author, { boardId: slug, title, body })).id);
    for (let i = 0; i < POSTS_PAGE_SIZE + 5; i += 1)
      made.push((await writePost(author, { boardId: slug, title: `Filler ${i}`, body: `Note ${i}` })).id);
    const fans = await Promise.all(Array.from({ length: 3 }, () => signUpUser(ctx.app)));
    for (const [i, fan] of fans.entries()) {
      for (const id of made.slice(0, i + 2)) await fan.agent.put(`/api/posts/${id}/like`);
    }

    const search = async (q: string) =>
      ((await visitorGet(`/api/boards/${slug}/posts?q=${encodeURIComponent(q)}`)).json().posts as PostSummary[]).map(
        (p) => p.id,
      );
    expect(await search('서울')).toEqual([made[0]]); // two characters
    expect(await search('공항철도')).toEqual([made[0]]);
    expect(await search('MYEONGDONG')).toEqual([made[1]]);
    expect(await search('route 600')).toEqual([made[2]]);
    expect(await search('100%')).toEqual([]);
    if (ctx.config.database.dialect === 'sqlite') expect(await search('donde cambiar')).toEqual([made[1]]);

    for (const sort of ['newest', 'likes', 'comments']) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const res = await visitorGet(
          `/api/boards/${slug}/posts?sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        const page = res.json();
        seen.push(...(page.posts as PostSummary[]).map((p) => p.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen).size, sort).toBe(seen.length);
      expect(seen.filter((id) => made.includes(id)).sort(), sort).toEqual([...made].sort());
      if (sort === 'likes') expect(seen.slice(0, 4)).toEqual([made[1], made[0], made[2], made[3]]);
      if (sort === 'newest') expect(seen[0]).toBe(made.at(-1));
    }
  });

  it('shows my posts, comments and liked posts, and puts only my own in the data export', async () => {
    const [me, other] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const mine = await writePost(me, { title: 'My own post' });
    const theirs = await writePost(other, { title: 'Their post' });
    await me.agent.post(`/api/posts/${theirs.id}/comments`, { body: 'My comment' });
    await other.agent.post(`/api/posts/${mine.id}/comments`, { body: 'Their comment' });
    await me.agent.put(`/api/posts/${theirs.id}/like`);
    await other.agent.put(`/api/posts/${mine.id}/like`);

    const activity = (await me.agent.get('/api/me/activity')).json();
    expect(activity.posts.map((p: PostSummary) => p.title)).toEqual(['My own post']);
    expect(activity.comments).toEqual([
      expect.objectContaining({ body: 'My comment', post: { id: theirs.id, title: 'Their post' } }),
    ]);
    expect(activity.likedPosts.map((p: PostSummary) => p.id)).toEqual([theirs.id]);

    const data = (await me.agent.get('/api/me/export')).json();
    expect(data.posts.map((p: { title: string }) => p.title)).toEqual(['My own post']);
    expect(data.comments.map((c: { body: string }) => c.body)).toEqual(['My comment']);
    expect(data.likes).toEqual([expect.objectContaining({ postId: theirs.id })]);
  });

  it('keeps the posts of a deleted account, by a user without a nickname', async () => {
    const leaver = await signUpUser(ctx.app);
    const post = await writePost(leaver, { title: 'Still useful' });
    expect(
      (await leaver.agent.post('/api/me/delete', { confirmation: leaver.nickname, password: leaver.password }))
        .statusCode,
    ).toBe(204);
    const kept = (await visitorGet(`/api/posts/${post.id}`)).json().post;
    expect(kept).toMatchObject({ title: 'Still useful', author: { id: leaver.id, nickname: null } });
  });
});

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
