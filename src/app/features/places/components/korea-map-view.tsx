import { useId, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { projectToMap } from '#app/components/map/korea-map.ts';
import { KOREA_OUTLINE } from '#app/components/map/korea-outline.ts';

export type MapPin = { id: string; label: string; lat: number; lng: number; href: string; mark?: string };

const MIN_SPAN = 40;
const PADDING = 12;

/** The part of the map to show: all of Korea, or the pins' surroundings when `zoom` is set. */
function frame(points: { x: number; y: number }[], zoom: boolean) {
  if (!zoom || points.length === 0) return { x: 0, y: 0, width: KOREA_OUTLINE.width, height: KOREA_OUTLINE.height };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const span = Math.max(
    MIN_SPAN,
    Math.max(...xs) - Math.min(...xs) + 2 * PADDING,
    Math.max(...ys) - Math.min(...ys) + 2 * PADDING,
  );
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  return { x: cx - span / 2, y: cy - span / 2, width: span, height: span };
}

/**
 * Korea drawn from a committed outline (no tiles, no network), with tappable pins. Pins are real links, so
 * they work with a keyboard and a screen reader; a same-page `#anchor` scrolls, anything else navigates.
 */
export function KoreaMapView({ pins, label, zoom = false }: { pins: MapPin[]; label: string; zoom?: boolean }) {
  const navigate = useNavigate();
  const titleId = useId();
  const points = pins.map((pin) => ({ pin, ...projectToMap(pin.lat, pin.lng) }));
  const view = frame(points, zoom);
  const unit = view.width / KOREA_OUTLINE.width;
  const handleClick = (href: string) => (event: MouseEvent) => {
    if (href.startsWith('#')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <figure className="mb-6 overflow-hidden rounded-2xl border border-sky-200 bg-sky-50">
      <svg
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        aria-labelledby={titleId}
        className="mx-auto block max-h-[28rem] w-full"
        data-testid="korea-map"
      >
        <title id={titleId}>{label}</title>
        <path d={KOREA_OUTLINE.north} fill="#e7e5e4" stroke="#a8a29e" strokeWidth={unit} />
        <path d={KOREA_OUTLINE.south} fill="#fff7ed" stroke="#c2410c" strokeWidth={1.2 * unit} strokeLinejoin="round" />
        {points.map(({ pin, x, y }) => (
          <a
            key={pin.id}
            href={pin.href}
            onClick={handleClick(pin.href)}
            aria-label={pin.label}
            className="group outline-none"
          >
            <circle cx={x} cy={y} r={20 * unit} fill="transparent" />
            <circle
              cx={x}
              cy={y}
              r={(pin.mark ? 11 : 7) * unit}
              className="fill-brand-600 stroke-white group-hover:fill-brand-700 group-focus-visible:fill-red-700"
              strokeWidth={2 * unit}
            />
            {pin.mark ? (
              <text
                x={x}
                y={y}
                dy="0.35em"
                textAnchor="middle"
                fontSize={12 * unit}
                fontWeight="700"
                fill="white"
                aria-hidden="true"
              >
                {pin.mark}
              </text>
            ) : (
              <text
                x={x + 9 * unit}
                y={y}
                dy="0.35em"
                fontSize={13 * unit}
                fontWeight="700"
                className="fill-stone-800"
                stroke="#fff"
                strokeWidth={3 * unit}
                paintOrder="stroke"
                aria-hidden="true"
              >
                {pin.label}
              </text>
            )}
          </a>
        ))}
      </svg>
    </figure>
  );
}
