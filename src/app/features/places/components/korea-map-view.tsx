import { useId, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { projectToMap } from '#app/components/map/korea-map.ts';
import { KOREA_OUTLINE } from '#app/components/map/korea-outline.ts';
import { frame, LABEL_SIZE, MARK_RADIUS, PIN_RADIUS, placeLabels, tapAreas } from '#app/features/places/map-layout.ts';

export type MapPin = { id: string; label: string; lat: number; lng: number; href: string; mark?: string };

/**
 * Korea drawn from a committed outline (no tiles, no network), with tappable pins. Pins are real links, so
 * they work with a keyboard (with a visible focus ring) and a screen reader; a same-page `#anchor` scrolls,
 * anything else navigates. A tap goes to the nearest pin or to the label tapped; labels never cover a pin.
 */
export function KoreaMapView({ pins, label, zoom = false }: { pins: MapPin[]; label: string; zoom?: boolean }) {
  const navigate = useNavigate();
  const titleId = useId();
  const points = pins.map((pin) => ({ pin, label: pin.label, ...projectToMap(pin.lat, pin.lng) }));
  const view = frame(points, zoom);
  const unit = view.width / KOREA_OUTLINE.width;
  const areas = tapAreas(points, unit);
  const labels = placeLabels(
    points.filter((p) => !p.pin.mark),
    view,
    unit,
  );
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
        {points.map(({ pin, x, y }, i) => {
          const radius = (pin.mark ? MARK_RADIUS : PIN_RADIUS) * unit;
          return (
            <a
              key={pin.id}
              href={pin.href}
              onClick={handleClick(pin.href)}
              // The visible number is part of the name (label in name).
              aria-label={pin.mark ? `${pin.mark}. ${pin.label}` : pin.label}
              className="group outline-none"
              data-pin={pin.id}
            >
              <polygon points={areas[i]!.map((p) => `${p.x},${p.y}`).join(' ')} fill="transparent" />
              <circle
                cx={x}
                cy={y}
                r={radius + 4 * unit}
                fill="none"
                stroke="#1c1917"
                strokeWidth={2.5 * unit}
                className="opacity-0 group-focus-visible:opacity-100"
              />
              <circle
                cx={x}
                cy={y}
                r={radius}
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
              ) : null}
            </a>
          );
        })}
        {/* Above every tap area: a tapped name goes to its own pin. The pin's link above is the one keyboards and screen readers get. */}
        {points
          .filter((p) => !p.pin.mark)
          .map(({ pin }, i) => {
            const box = labels[i];
            if (!box) return null;
            return (
              <a
                key={pin.id}
                href={pin.href}
                onClick={handleClick(pin.href)}
                tabIndex={-1}
                aria-hidden="true"
                data-label={pin.id}
              >
                <rect x={box.x} y={box.y} width={box.width} height={box.height} fill="transparent" />
                <text
                  x={box.x}
                  y={box.y + box.height / 2}
                  dy="0.35em"
                  fontSize={LABEL_SIZE * unit}
                  fontWeight="700"
                  className="fill-stone-800"
                  stroke="#fff"
                  strokeWidth={3 * unit}
                  paintOrder="stroke"
                >
                  {pin.label}
                </text>
              </a>
            );
          })}
      </svg>
    </figure>
  );
}
