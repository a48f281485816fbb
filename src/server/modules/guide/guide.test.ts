import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser } from '#server/test/test-app';

const contentPhrases = JSON.parse(readFileSync('content/phrases.json', 'utf8')).phrases as { id: string }[];
const placesFile = JSON.parse(readFileSync('content/places.json', 'utf8')) as {
  reviewed: string;
  regions: { id: string; places: unknown[] }[];
};
const contentRegions = placesFile.regions;
const phrasesReviewed = (JSON.parse(readFileSync('content/phrases.json', 'utf8')) as { reviewed: string }).reviewed;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('guide API', () => {
  it('lists every seeded phrase in content order with all three languages', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/phrases' });
    expect(res.statusCode).toBe(200);
    const { phrases } = res.json();
    expect(phrases.map((p: { id: string }) => p.id)).toEqual(contentPhrases.map((p) => p.id));
    expect(phrases[0]).toEqual({
      id: expect.any(String),
      category: expect.any(String),
      ko: expect.stringMatching(/[\uac00-\ud7a3]/),
      romanization: expect.any(String),
      en: expect.any(String),
      es: expect.any(String),
    });
  });

  it('lists regions with their place counts and opens one with its places', async () => {
    const regions = (await ctx.app.inject({ method: 'GET', url: '/api/regions' })).json().regions;
    expect(regions.map((r: { id: string }) => r.id)).toEqual(contentRegions.map((r) => r.id));
    expect(regions[0].placeCount).toBe(contentRegions[0]!.places.length);

    const seoul = await ctx.app.inject({ method: 'GET', url: '/api/regions/seoul' });
    expect(seoul.statusCode).toBe(200);
    const { region, places } = seoul.json();
    expect(region.name.es).toBeTruthy();
    expect(places.length).toBeGreaterThanOrEqual(5);
    for (const place of places) {
      expect(place.regionId).toBe('seoul');
      expect(place.nameKo).toMatch(/[\uac00-\ud7a3]/);
      expect(place.lat).toBeGreaterThan(33);
      expect(place.lng).toBeGreaterThan(124);
    }
  });

  it('lists every place, grouped by region in content order', async () => {
    const { places } = (await ctx.app.inject({ method: 'GET', url: '/api/places' })).json();
    expect(places).toHaveLength(contentRegions.reduce((n, r) => n + r.places.length, 0));
    expect(places[0].regionId).toBe(contentRegions[0]!.id);
  });

  it('gives every place and the phrase list the reviewed day of their content file, not the day they were seeded', async () => {
    const { places } = (await ctx.app.inject({ method: 'GET', url: '/api/places' })).json();
    expect(new Set(places.map((p: { reviewed: string }) => p.reviewed))).toEqual(new Set([placesFile.reviewed]));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/phrases' })).json().reviewed).toBe(phrasesReviewed);
  });

  it('answers 404 for an unknown region', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/regions/atlantis' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('lists the offline pack: every content response with its size as served, and a version that follows the content', async () => {
    const pack = (await ctx.app.inject({ method: 'GET', url: '/api/offline-pack' })).json();
    expect(pack.files.map((f: { url: string }) => f.url)).toEqual([
      '/api/phrases',
      '/api/regions',
      '/api/places',
      ...contentRegions.map((r) => `/api/regions/${r.id}`),
    ]);
    for (const file of pack.files as { url: string; bytes: number }[]) {
      const res = await ctx.app.inject({ method: 'GET', url: file.url });
      expect(res.statusCode).toBe(200);
      expect(Buffer.byteLength(res.body)).toBe(file.bytes);
    }

    const phrase = contentPhrases[0]!;
    const before = await ctx.db
      .selectFrom('phrases')
      .select('en')
      .where('id', '=', phrase.id)
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('phrases')
      .set({ en: `${before.en}!` })
      .where('id', '=', phrase.id)
      .execute();
    const changed = (await ctx.app.inject({ method: 'GET', url: '/api/offline-pack' })).json();
    await ctx.db.updateTable('phrases').set({ en: before.en }).where('id', '=', phrase.id).execute();
    expect(changed.version).not.toBe(pack.version);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/offline-pack' })).json().version).toBe(pack.version);
  });

  it('counts the app files the service worker precaches in the pack, as the build listed them', async () => {
    const pack = async () => (await ctx.app.inject({ method: 'GET', url: '/api/offline-pack' })).json();
    // No built client: nothing precached.
    expect((await pack()).appBytes).toBe(0);
    const listed = path.join(ctx.config.clientDir, '..', 'precache.json');
    writeFileSync(listed, JSON.stringify({ bytes: 1_847_670 }));
    expect((await pack()).appBytes).toBe(1_847_670);
    // A damaged list counts nothing rather than failing the pack.
    writeFileSync(listed, '{"bytes": "many"');
    expect((await pack()).appBytes).toBe(0);
    rmSync(listed);
  });

  it('keeps favourite phrases on the account, merging device favourites once each', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/favorite-phrases' })).statusCode).toBe(401);
    const user = await signUpUser(ctx.app);
    const [a, b] = contentPhrases;
    const merged = await user.agent.post('/api/me/favorite-phrases', {
      phraseIds: [a!.id, b!.id, a!.id, 'no-such-phrase'],
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().phraseIds).toEqual([a!.id, b!.id]);
    const again = await user.agent.post('/api/me/favorite-phrases', { phraseIds: [b!.id] });
    expect(again.json().phraseIds).toEqual([a!.id, b!.id]);

    const removed = await user.agent.delete(`/api/me/favorite-phrases/${a!.id}`);
    expect(removed.json().phraseIds).toEqual([b!.id]);

    const other = await signUpUser(ctx.app);
    expect((await other.agent.get('/api/me/favorite-phrases')).json().phraseIds).toEqual([]);
  });
});
