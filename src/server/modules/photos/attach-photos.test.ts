import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '#shared/contracts/photos';
import { png, postPhoto } from '#server/test/photo-fixtures';
import { createTestApp, signUpUser } from '#server/test/test-app';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Member = Awaited<ReturnType<typeof signUpUser>>;

describe('photos on posts and comments', () => {
  let ctx: Ctx;
  let author: Member;
  let other: Member;
  beforeAll(async () => {
    // Posting pace out of the way (community.test.ts does the same): these tests write many posts at once.
    ctx = await createTestApp({ rateLimitScale: 100_000 });
    [author, other] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
  });
  afterAll(() => ctx.close());

  const upload = async (member: Member, purpose?: 'chat') =>
    (await postPhoto(ctx.app, member.agent, await png(200, 100), { purpose })).json().photo as Photo;
  const post = (member: Member, photos: { id: string; alt?: string }[]) =>
    member.agent.post('/api/posts', {
      boardId: 'free',
      title: 'Is this the bus stop?',
      body: 'See the photos',
      photos,
    });

  it('attaches up to four photos to a post, in order, with their descriptions', async () => {
    const photos = await Promise.all([1, 2, 3, 4].map(() => upload(author)));
    const res = await post(
      author,
      photos.map((p, i) => ({ id: p.id, alt: `stop ${i + 1}` })),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json().post;
    expect(created.photos.map((p: Photo) => [p.id, p.alt])).toEqual(photos.map((p, i) => [p.id, `stop ${i + 1}`]));
    const read = await other.agent.get(`/api/posts/${created.id}`);
    expect(read.json().post.photos).toHaveLength(4);
  });

  it('refuses a fifth photo with TOO_MANY_PHOTOS and writes no post', async () => {
    const photos = await Promise.all([1, 2, 3, 4, 5].map(() => upload(author)));
    const before = await ctx.db.selectFrom('posts').select('id').execute();
    const res = await post(
      author,
      photos.map((p) => ({ id: p.id })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('TOO_MANY_PHOTOS');
    expect(await ctx.db.selectFrom('posts').select('id').execute()).toHaveLength(before.length);
    const states = await ctx.db
      .selectFrom('photos')
      .select('state')
      .where(
        'id',
        'in',
        photos.map((p) => p.id),
      )
      .execute();
    expect(states.every((s) => s.state === 'pending')).toBe(true);
  });

  it("refuses someone else's photo, a photo used twice, and a chat photo, without writing the post", async () => {
    const theirs = await upload(other);
    expect((await post(author, [{ id: theirs.id }])).json().error.code).toBe('PHOTO_UNAVAILABLE');
    const mine = await upload(author);
    expect((await post(author, [{ id: mine.id }])).statusCode).toBe(201);
    expect((await post(author, [{ id: mine.id }])).json().error.code).toBe('PHOTO_UNAVAILABLE');
    const chat = await upload(author, 'chat');
    expect((await post(author, [{ id: chat.id }])).json().error.code).toBe('PHOTO_UNAVAILABLE');
  });

  it('attaches one photo to a comment, not two', async () => {
    const created = (await post(author, [])).json().post;
    const [a, b] = [await upload(other), await upload(other)];
    const two = await other.agent.post(`/api/posts/${created.id}/comments`, {
      body: 'This one?',
      photos: [{ id: a.id }, { id: b.id }],
    });
    expect(two.json().error.code).toBe('TOO_MANY_PHOTOS');
    const one = await other.agent.post(`/api/posts/${created.id}/comments`, {
      body: 'This one?',
      photos: [{ id: a.id, alt: 'a red sign' }],
    });
    expect(one.statusCode).toBe(201);
    expect(one.json().comment.photos).toMatchObject([{ id: a.id, alt: 'a red sign' }]);
    const list = await author.agent.get(`/api/posts/${created.id}/comments`);
    expect(list.json().comments[0].photos).toHaveLength(1);
  });

  it("stops serving a post's photos once the post is deleted", async () => {
    const photo = await upload(author);
    const created = (await post(author, [{ id: photo.id }])).json().post;
    const url = `${photo.base}/${photo.widths[0]}.webp`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await author.agent.delete(`/api/posts/${created.id}`)).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
