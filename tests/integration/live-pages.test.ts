// The server's live pages (src/server/web/live-pages.ts) with the app's own renderer: here, as the server may not import browser code.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApp, writePost } from '#server/test/community';
import { signUpUser } from '#server/test/test-app';
import { createLivePages, type LiveRenderer, visitorAnswer, withLiveBody } from '#server/web/live-pages';
import { readTranslations } from '#server/web/translations';

// The app's own renderer, as the build bundles it into dist/render, against a real server's API.
let ctx: Awaited<ReturnType<typeof createCommunityApp>>;
let renderer: LiveRenderer;
beforeAll(async () => {
  ctx = await createCommunityApp();
  renderer = (await import('#app/prerender.tsx')) as LiveRenderer;
  await renderer.setUpTranslations(readTranslations(path.resolve('public/locales')));
});
afterAll(async () => {
  await ctx.close();
});

const TTL = 5_000;
function livePages(answer = visitorAnswer(ctx.app)) {
  const clock = { now: 1_800_000_000_000 };
  const asked: string[] = [];
  const pages = createLivePages({
    renderer,
    log: ctx.app.log,
    ttlMs: TTL,
    now: () => clock.now,
    answer: (url) => {
      asked.push(url);
      return answer(url);
    },
  });
  return { pages, clock, asked };
}

const carried = (data: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">(.*)<\/script>/.exec(data)![1]!) as {
    renderedAt: number;
    answers: { queryKey: string[]; data: unknown }[];
  };

describe('the community rendered when asked for', () => {
  it('shows the boards and the newest posts in the reader’s language, and carries the answers it shows', async () => {
    const author = await signUpUser(ctx.app);
    await writePost(author, { boardId: 'tips', title: 'T-money <works> in taxis' });
    const { pages, clock } = livePages();
    const body = (await pages.body('/community', 'es'))!;
    expect(body.html).toContain('Preguntas de viaje');
    expect(body.html).toContain('T-money &lt;works&gt; in taxis');
    // On screen with no app: nothing asks the starter to start it at paint.
    expect(body.html).not.toContain('data-app-now');
    const data = carried(body.data);
    expect(data.renderedAt).toBe(clock.now);
    expect(data.answers.map((a) => a.queryKey)).toEqual([
      ['community', 'boards'],
      ['community', 'highlights'],
    ]);
    expect(data.answers[1]!.data).toEqual((await ctx.app.inject('/api/community/highlights')).json());
    // No answer can close the data block.
    expect(body.data).not.toContain('<works>');
    expect((await pages.body('/community', 'ko'))!.html).toContain('여행 Q&amp;A');
  });

  it('serves one rendering for 5 s, shared by the requests that wait for it, then renders the new post', async () => {
    const author = await signUpUser(ctx.app);
    const { pages, clock, asked } = livePages();
    const first = await Promise.all([1, 2, 3, 4].map(() => pages.body('/community', 'en')));
    expect(new Set(first).size).toBe(1);
    expect(asked).toEqual(['/api/boards', '/api/community/highlights']);

    await writePost(author, { boardId: 'free', title: 'Night buses after midnight' });
    clock.now += TTL - 1;
    expect((await pages.body('/community', 'en'))!.html).not.toContain('Night buses after midnight');
    clock.now += 1;
    expect((await pages.body('/community', 'en'))!.html).toContain('Night buses after midnight');
    expect(asked).toHaveLength(4);
  });

  it('is not rendered when the API does not answer: the prerendered page is served instead', async () => {
    const { pages } = livePages(async (url) =>
      url === '/api/community/highlights' ? null : visitorAnswer(ctx.app)(url),
    );
    expect(await pages.body('/community', 'en')).toBeNull();
  });

  it('is not rendered when the API is down, and is again once it answers', async () => {
    const down = await createCommunityApp();
    let server = down.app;
    const { pages, clock } = livePages((url) => visitorAnswer(server)(url));
    await down.close();
    expect(await pages.body('/community', 'en')).toBeNull();
    server = ctx.app;
    // A failure is kept as long as a page, not longer.
    expect(await pages.body('/community', 'en')).toBeNull();
    clock.now += TTL;
    expect(await pages.body('/community', 'en')).not.toBeNull();
  });
});

describe('the live body in the prerendered document', () => {
  it('replaces #root and comes before the translations, the head untouched', () => {
    const document =
      '<html><head><title>Community</title></head><body><div id="root"><p role="status">Loading</p></div>' +
      '<script type="application/json" id="page-translations">{}</script></body></html>';
    expect(
      withLiveBody(document, { html: '<ul><li>Boards</li></ul>', data: '<script id="page-data">1</script>' }),
    ).toBe(
      '<html><head><title>Community</title></head><body><div id="root"><ul><li>Boards</li></ul></div>' +
        '<script id="page-data">1</script><script type="application/json" id="page-translations">{}</script></body></html>',
    );
  });
});
