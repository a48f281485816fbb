import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '#shared/contracts/community';
import { POSTS_PAGE_SIZE } from '#shared/limits';
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

describe('listing and searching a board', () => {
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
});
