import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GUIDE_ICON_PATHS } from '#app/components/ui/guide-icon.tsx';
import { Illustration } from '#app/components/ui/illustration.tsx';
import { GUIDE_TOPICS } from '#app/paths.ts';
import { REGION_SCENES, TOPIC_ART } from './guide-art.ts';

const { regions } = JSON.parse(readFileSync('content/places.json', 'utf8')) as { regions: { id: string }[] };

describe('pictures of the guide', () => {
  it('every topic has an icon and a landscape; every shipped region its own landscape', () => {
    for (const topic of [...GUIDE_TOPICS, 'places' as const]) {
      expect(GUIDE_ICON_PATHS[TOPIC_ART[topic].icon]).toBeTruthy();
    }
    expect(regions.map((r) => r.id).filter((id) => !REGION_SCENES[id])).toEqual([]);
    // Regions look different from each other.
    expect(new Set(regions.map((r) => REGION_SCENES[r.id])).size).toBe(regions.length);
  });

  it('an illustration is decorative: hidden from screen readers, with no text of its own', () => {
    const html = renderToStaticMarkup(<Illustration scene="harbour" icon={GUIDE_ICON_PATHS.train} />);
    expect(html).toMatch(/^<svg[^>]* aria-hidden="true"/);
    expect(html).not.toMatch(/<text|<title/);
    expect(html).toContain(GUIDE_ICON_PATHS.train);
  });
});
