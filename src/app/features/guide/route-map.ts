import type { Route } from '#shared/contracts/content';
import type { Language } from '#shared/limits';
import { projectToMap } from '#app/components/map/korea-map.ts';

/*
 * An itinerary drawn on the offline map of Korea (the outline of features/places): where its frame falls, where
 * each stop and leg goes. Pure: components/route-map.tsx draws it, in the app and in the prerendered page.
 */
export type RouteGeometry = {
  viewBox: { x: number; y: number; width: number; height: number };
  /** One map unit of the full map, in this frame: strokes and text stay the same size whatever the zoom. */
  unit: number;
  stops: { n: number; name: string; x: number; y: number }[];
  legs: { x1: number; y1: number; x2: number; y2: number; dayTrip: boolean }[];
};

const MIN_SPAN = 60;

export function routeGeometry(route: Route, lng: Language): RouteGeometry {
  const points = route.stops.map((s) => projectToMap(s.lat, s.lng));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(MIN_SPAN, maxX - minX, maxY - minY);
  const pad = span * 0.2;
  // Room on the right for the names written beside the stops.
  let width = maxX - minX + 2 * pad + span * 0.45;
  let height = maxY - minY + 2 * pad;
  let x = minX - pad;
  let y = minY - pad;
  if (height < width * 0.6) {
    y -= (width * 0.6 - height) / 2;
    height = width * 0.6;
  }
  if (width < height * 0.75) {
    x -= (height * 0.75 - width) / 2;
    width = height * 0.75;
  }
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    viewBox: { x: round(x), y: round(y), width: round(width), height: round(height) },
    unit: Math.max(width, height) / 400,
    stops: route.stops.map((s, i) => ({ n: i + 1, name: s.name[lng], x: round(points[i]!.x), y: round(points[i]!.y) })),
    legs: route.stops.slice(1).map((s, i) => {
      const from = points[s.from ?? i]!;
      const to = points[i + 1]!;
      return { x1: round(from.x), y1: round(from.y), x2: round(to.x), y2: round(to.y), dayTrip: s.dayTrip === true };
    }),
  };
}
