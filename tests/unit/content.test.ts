import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AppsFileSchema,
  DietCardFileSchema,
  GUIDE_TOPIC_IDS,
  GuideTopicFileSchema,
  PHRASE_CATEGORIES,
  PhrasesFileSchema,
  PlacesFileSchema,
} from '#shared/contracts/content';
import { kakaoMapLinks, naverMapLinks } from '../../src/app/features/places/map-links.ts';

const read = (file: string) => JSON.parse(readFileSync(`content/${file}`, 'utf8'));
const unique = (ids: string[]) => expect(new Set(ids).size).toBe(ids.length);

describe('content files', () => {
  it('phrases: at least 150, in every category, all three languages, unique ids', () => {
    const { phrases } = PhrasesFileSchema.parse(read('phrases.json'));
    unique(phrases.map((p) => p.id));
    for (const category of PHRASE_CATEGORIES) {
      expect(phrases.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
  });

  it('places: at least 8 regions of at least 5 places, with well-formed Naver and Kakao links', () => {
    const { regions } = PlacesFileSchema.parse(read('places.json'));
    unique(regions.map((r) => r.id));
    const places = regions.flatMap((r) => r.places);
    unique(places.map((p) => p.id));
    for (const place of places) {
      for (const links of [naverMapLinks(place), kakaoMapLinks(place)]) {
        expect(new URL(links.web).protocol).toBe('https:');
        expect(links.web).toContain(encodeURIComponent(place.nameKo));
        expect(links.app).toMatch(/^(nmap|kakaomap):\/\/.+\d/);
      }
    }
  });

  it.each(GUIDE_TOPIC_IDS)('guide topic %s: sections in three languages, no empty paragraph', (topic) => {
    const article = GuideTopicFileSchema.parse(read(`guide/${topic}.json`));
    expect(article.topic).toBe(topic);
    unique(article.sections.map((s) => s.id));
  });

  it('essential apps: at least 10, each with a well-formed store or web link', () => {
    const { apps } = AppsFileSchema.parse(read('apps.json'));
    unique(apps.map((a) => a.id));
    for (const app of apps) {
      expect(app.ios ?? app.android ?? app.web, app.id).toBeDefined();
      if (app.ios) expect(app.ios).toMatch(/^https:\/\/apps\.apple\.com\/[a-z]{2}\/app\/[^/]+\/id\d+/);
      if (app.android) expect(app.android).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=[\w.]+$/);
    }
  });

  it('diet card: every item in Korean, with hidden ingredients in three languages', () => {
    const card = DietCardFileSchema.parse(read('diet-card.json'));
    unique(card.items.map((i) => i.id));
  });
});
