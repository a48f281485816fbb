import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApp, writePost } from '#server/test/community';
import { signUpUser } from '#server/test/test-app';
import { createPageRowCheck, type PageRowCheck } from './page-rows.ts';

// The prerendered pages and the 404 of unknown paths are tested in client-routes.test.ts; these are the
// pages named after a row, which a review found answering 200 for any region (`/guide/places/<anything>`).
let ctx: Awaited<ReturnType<typeof createCommunityApp>>;
let hasRow: PageRowCheck;
let postId = 0;

beforeAll(async () => {
  ctx = await createCommunityApp();
  hasRow = createPageRowCheck(ctx.db);
  ({ id: postId } = await writePost(await signUpUser(ctx.app)));
});
afterAll(() => ctx?.close());

describe('a page named after a row', () => {
  it.each(['/guide/places/seoul', '/guide/places/jeju/', '/community/board/tips', '/community/post/new'])(
    '%s is there',
    async (pathname) => expect(await hasRow(pathname)).toBe(true),
  );

  it('a post that exists is there, and so is its edit page', async () => {
    expect(await hasRow(`/community/post/${postId}`)).toBe(true);
    expect(await hasRow(`/community/post/${postId}/edit`)).toBe(true);
  });

  it.each([
    '/guide/places/atlantis',
    '/guide/places/%E0%A4%A',
    '/community/board/nope',
    '/community/post/999999999',
    '/community/post/12abc',
    '/community/post/99999999999999999999',
    '/community/post/999999999999999',
    '/community/post/2147483648',
  ])('%s is not', async (pathname) => expect(await hasRow(pathname)).toBe(false));

  it('pages named after no row are left to the route list', async () => {
    expect(await hasRow('/chat/anything')).toBe(true);
    expect(await hasRow('/guide/places')).toBe(true);
  });
});
