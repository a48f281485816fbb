import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PlacesFileSchema } from '#shared/contracts/content';
import { GUIDE_TOPICS } from '#app/paths.ts';
import { ogImage } from '../../scripts/build/og-image.ts';

const regions = PlacesFileSchema.parse(JSON.parse(readFileSync('content/places.json', 'utf8'))).regions;
const drawn = (name: string) => existsSync(`public/og/${name}.jpg`);

describe('the picture a shared link shows', () => {
  it('is the page’s own for every guide topic and region, over its landscape, and it is drawn', () => {
    for (const topic of [...GUIDE_TOPICS, 'places']) {
      expect(ogImage(`/guide/${topic}`)).toBe(`guide-${topic}`);
      expect(drawn(`guide-${topic}`), `public/og/guide-${topic}.jpg`).toBe(true);
    }
    for (const region of regions) {
      expect(ogImage(`/guide/places/${encodeURIComponent(region.id)}`)).toBe(`region-${region.id}`);
      expect(drawn(`region-${region.id}`), `public/og/region-${region.id}.jpg`).toBe(true);
    }
  });

  it('is the section’s elsewhere, and every picture drawn is one a page names', () => {
    const named = new Set(['/', '/guide', '/phrases', '/essential-apps', '/community', '/terms'].map(ogImage));
    expect([...named].sort()).toEqual(['apps', 'community', 'guide', 'home', 'phrases']);
    for (const name of named) expect(drawn(name), name).toBe(true);
    const pages = [...GUIDE_TOPICS, 'places'].map((t) => `guide-${t}`).concat(regions.map((r) => `region-${r.id}`));
    const unused = readdirSync('public/og')
      .map((file) => file.replace(/\.jpg$/, ''))
      .filter((name) => !named.has(name) && !pages.includes(name));
    expect(unused).toEqual([]);
  });
});
