import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GuideTopicFileSchema, type Route } from '#shared/contracts/content';
import { projectToMap } from '#app/components/map/korea-map.ts';
import { routeGeometry } from './route-map.ts';

const seoul = { name: { ko: '서울', es: 'Seúl', en: 'Seoul' }, lat: 37.5547, lng: 126.9707 };
const busan = { name: { ko: '부산', es: 'Busan', en: 'Busan' }, lat: 35.1152, lng: 129.0422 };
const suwon = { name: { ko: '수원', es: 'Suwon', en: 'Suwon' }, lat: 37.2871, lng: 127.0118 };
const label = { ko: '지도', es: 'Mapa', en: 'Map' };

describe('route maps', () => {
  it('joins the stops in order, draws a day trip dashed from its base, and names each stop in the reader’s language', () => {
    const route: Route = { label, stops: [seoul, { ...suwon, dayTrip: true }, { ...busan, from: 0 }] };
    const g = routeGeometry(route, 'es');
    expect(g.stops.map((s) => `${s.n} ${s.name}`)).toEqual(['1 Seúl', '2 Suwon', '3 Busan']);
    const at = (stop: { lat: number; lng: number }) => projectToMap(stop.lat, stop.lng);
    expect(g.legs).toHaveLength(2);
    expect(g.legs[0]).toMatchObject({
      x1: expect.closeTo(at(seoul).x, 0),
      x2: expect.closeTo(at(suwon).x, 0),
      dayTrip: true,
    });
    // Busan is reached from Seoul (stop 0), not from the day trip.
    expect(g.legs[1]).toMatchObject({
      x1: expect.closeTo(at(seoul).x, 0),
      y2: expect.closeTo(at(busan).y, 0),
      dayTrip: false,
    });
  });

  it('frames every stop with room around it, even when the stops are close together', () => {
    for (const stops of [
      [seoul, busan],
      [seoul, suwon],
    ]) {
      const { viewBox: v, stops: drawn, unit } = routeGeometry({ label, stops }, 'en');
      for (const s of drawn) {
        expect(s.x - v.x).toBeGreaterThan(10 * unit);
        expect(v.x + v.width - s.x).toBeGreaterThan(40 * unit);
        expect(s.y - v.y).toBeGreaterThan(10 * unit);
        expect(v.y + v.height - s.y).toBeGreaterThan(10 * unit);
      }
      expect(v.height / v.width).toBeGreaterThanOrEqual(0.6 - 1e-9);
    }
  });

  it('a stop can only be reached from an earlier one', () => {
    const topic = JSON.parse(readFileSync('content/guide/plan.json', 'utf8'));
    topic.sections[1].route.stops[1].from = 5;
    expect(GuideTopicFileSchema.safeParse(topic).success).toBe(false);
  });
});
