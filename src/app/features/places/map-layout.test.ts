import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectToMap } from '#app/components/map/korea-map.ts';
import { frame, PIN_RADIUS, placeLabels, type Point, TAP_RADIUS, tapAreas } from './map-layout.ts';

type Region = {
  id: string;
  name: Record<'ko' | 'es' | 'en', string>;
  places: { lat: number; lng: number; id: string }[];
};
const { regions } = JSON.parse(readFileSync(path.resolve('content/places.json'), 'utf8')) as { regions: Region[] };
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
// As routes/guide/places.tsx pins them: each region at the middle of its places.
const regionPoints = regions.map((r) => ({
  id: r.id,
  ...projectToMap(mean(r.places.map((p) => p.lat)), mean(r.places.map((p) => p.lng))),
}));

const inside = (polygon: Point[], p: Point) => {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [a, b] = [polygon[i]!, polygon[j]!];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) hit = !hit;
  }
  return hit;
};
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('the map of Korea', () => {
  const view = frame(regionPoints, false);

  it.each(['ko', 'es', 'en'] as const)('in %s, every region has a label, covering no other pin and no label', (lng) => {
    const points = regionPoints.map((p, i) => ({ ...p, label: regions[i]!.name[lng] }));
    const boxes = placeLabels(points, view, 1);
    expect(boxes.every(Boolean)).toBe(true);
    boxes.forEach((box, i) => {
      for (const [j, other] of points.entries()) {
        if (j === i) continue;
        const nx = Math.max(box!.x, Math.min(other.x, box!.x + box!.width));
        const ny = Math.max(box!.y, Math.min(other.y, box!.y + box!.height));
        expect(Math.hypot(nx - other.x, ny - other.y), `${points[i]!.label} over ${other.label}`).toBeGreaterThan(
          PIN_RADIUS,
        );
      }
    });
  });

  it('a tap goes to the nearest pin: Seoul’s own dot reaches Seoul, not Incheon; Daegu’s, Daegu, not Gyeongju', () => {
    const areas = tapAreas(regionPoints, 1);
    const at = (id: string) => regionPoints.findIndex((p) => p.id === id);
    for (const id of ['seoul', 'incheon', 'daegu', 'gyeongju']) {
      const own = regionPoints[at(id)]!;
      const owners = areas.flatMap((area, i) => (inside(area, own) ? [regionPoints[i]!.id] : []));
      expect(owners).toEqual([id]);
    }
    // Pins with room around them get a 44 px target (27 units each way at 360 px).
    const jeju = areas[at('jeju')]!;
    const widthOf = (polygon: Point[]) => Math.max(...polygon.map((p) => p.x)) - Math.min(...polygon.map((p) => p.x));
    expect(widthOf(jeju)).toBeGreaterThan(2 * TAP_RADIUS * 0.98);
  });
});

describe('a region’s map', () => {
  it.each(regions.map((r) => [r.id, r] as const))('%s is fitted to its places, which do not stack', (_id, region) => {
    const points = region.places.map((p) => projectToMap(p.lat, p.lng));
    const view = frame(points, true);
    const unit = view.width / 400;
    for (const p of points) {
      // Inside the frame, a pin's width away from its edges.
      expect(p.x - view.x).toBeGreaterThan(PIN_RADIUS * unit);
      expect(view.x + view.width - p.x).toBeGreaterThan(PIN_RADIUS * unit);
      expect(p.y - view.y).toBeGreaterThan(PIN_RADIUS * unit);
      expect(view.y + view.height - p.y).toBeGreaterThan(PIN_RADIUS * unit);
    }
    // The places fill the frame: their spread is at least half of its width or height.
    const spreadX = Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x));
    const spreadY = Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y));
    expect(Math.max(spreadX / view.width, spreadY / view.height)).toBeGreaterThan(0.5);
    // Two places are rarely at one spot: most pairs are at least a dot apart on screen.
    const pairs = points.flatMap((a, i) => points.slice(i + 1).map((b) => distance(a, b) / unit));
    expect(pairs.filter((d) => d >= 2 * PIN_RADIUS).length / pairs.length).toBeGreaterThan(0.6);
  });
});
