import { KOREA_OUTLINE } from '#app/components/map/korea-outline.ts';

/*
 * Where the offline map's pins, labels and tap areas go. Sizes are in "screen units": units of the whole-Korea
 * map (400 wide), which a 360 px phone shows about 0.82 px each; a zoomed frame scales them so a pin, its label
 * and its tap area keep their size on screen whatever the zoom.
 */

export type Point = { x: number; y: number };
export type Box = { x: number; y: number; width: number; height: number };

/** A pin's dot; a numbered pin's (region maps) is larger, to hold its number. */
export const PIN_RADIUS = 7;
export const MARK_RADIUS = 11;
export const LABEL_SIZE = 13;
/** 27 units ≈ 22 px at 360 px: a 44 px target, where the next pin is far enough for it. */
export const TAP_RADIUS = 27;
const GAP = 4;
/** A place-level frame is never narrower than this (about 600 m): places a street apart still spread. */
const MIN_SPAN = 0.5;

/** The part of the map to show: all of Korea, or (zoom) the pins with a margin, in their own proportions. */
export function frame(points: Point[], zoom: boolean): Box {
  if (!zoom || points.length === 0) return { x: 0, y: 0, width: KOREA_OUTLINE.width, height: KOREA_OUTLINE.height };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  let width = Math.max(MIN_SPAN, Math.max(...xs) - Math.min(...xs));
  let height = Math.max(MIN_SPAN, Math.max(...ys) - Math.min(...ys));
  // Between 5:3 landscape and 5:6 portrait, so a phone shows it whole and a line of places is not a sliver.
  height = Math.max(height, width * 0.6);
  width = Math.max(width, height / 1.2);
  // A margin of a pin's width and then some on each side: no pin sits on the edge.
  const margin = Math.max(width, height) * 0.18;
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  return {
    x: cx - width / 2 - margin,
    y: cy - height / 2 - margin,
    width: width + 2 * margin,
    height: height + 2 * margin,
  };
}

/** Roughly how wide a label is drawn: Hangul and other wide letters a full em, Latin about 0.6. */
export function textWidth(text: string, size: number) {
  let em = 0;
  for (const char of text) em += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af]/.test(char) ? 1 : 0.62;
  return em * size;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function boxTouchesCircle(box: Box, c: Point, r: number) {
  const nx = Math.max(box.x, Math.min(c.x, box.x + box.width));
  const ny = Math.max(box.y, Math.min(c.y, box.y + box.height));
  return (nx - c.x) ** 2 + (ny - c.y) ** 2 < r * r;
}

/**
 * A box for each pin's label beside it (right, left, above, below, in that order) that covers no other pin and
 * no label placed before it and stays on the map; null when no side is free (the pin keeps its name for screen
 * readers, and the list below the map names it too).
 */
export function placeLabels(points: (Point & { label: string })[], view: Box, unit: number): (Box | null)[] {
  const size = LABEL_SIZE * unit;
  const pinGuard = (PIN_RADIUS + GAP) * unit;
  const placed: Box[] = [];
  return points.map((p, i) => {
    const width = textWidth(p.label, size);
    const height = size * 1.25;
    const offset = (PIN_RADIUS + GAP) * unit;
    const candidates: Box[] = [
      { x: p.x + offset, y: p.y - height / 2, width, height },
      { x: p.x - offset - width, y: p.y - height / 2, width, height },
      { x: p.x - width / 2, y: p.y - offset - height, width, height },
      { x: p.x - width / 2, y: p.y + offset, width, height },
    ];
    const free = candidates.find(
      (box) =>
        box.x >= view.x &&
        box.y >= view.y &&
        box.x + box.width <= view.x + view.width &&
        box.y + box.height <= view.y + view.height &&
        points.every((other, j) => j === i || !boxTouchesCircle(box, other, pinGuard)) &&
        placed.every((label) => !overlaps(box, label)),
    );
    if (free) placed.push(free);
    return free ?? null;
  });
}

/**
 * Each pin's tap area: a circle of TAP_RADIUS around it, cut where another pin is nearer (the line halfway
 * between them), so a tap always goes to the nearest pin and no area hides another. A polygon's points.
 */
export function tapAreas(points: Point[], unit: number, sides = 24): Point[][] {
  const radius = TAP_RADIUS * unit;
  return points.map((p, i) => {
    let polygon: Point[] = Array.from({ length: sides }, (_, k) => ({
      x: p.x + radius * Math.cos((2 * Math.PI * k) / sides),
      y: p.y + radius * Math.sin((2 * Math.PI * k) / sides),
    }));
    points.forEach((q, j) => {
      if (j === i || (q.x === p.x && q.y === p.y)) return;
      polygon = clipToNearer(polygon, p, q);
    });
    return polygon;
  });
}

/** Keeps the part of `polygon` nearer to `p` than to `q` (one step of Sutherland–Hodgman). */
function clipToNearer(polygon: Point[], p: Point, q: Point): Point[] {
  // Points s with (s - m) · (q - p) <= 0, m the midpoint, are nearer to p.
  const m = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  const side = (s: Point) => (s.x - m.x) * (q.x - p.x) + (s.y - m.y) * (q.y - p.y);
  const out: Point[] = [];
  polygon.forEach((current, k) => {
    const previous = polygon[(k + polygon.length - 1) % polygon.length]!;
    const [a, b] = [side(previous), side(current)];
    if (a <= 0 !== b <= 0) {
      const t = a / (a - b);
      out.push({ x: previous.x + t * (current.x - previous.x), y: previous.y + t * (current.y - previous.y) });
    }
    if (b <= 0) out.push(current);
  });
  return out;
}
