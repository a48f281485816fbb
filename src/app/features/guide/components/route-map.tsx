import { useId } from 'react';
import { KOREA_OUTLINE } from '#app/components/map/korea-outline.ts';
import type { RouteGeometry } from '#app/features/guide/route-map.ts';

/**
 * An itinerary on the map of Korea: numbered stops joined in order, day trips dashed. Decorative detail aside,
 * the picture is labelled with the route in words; the section's text says the same. Its own chunk (the
 * outline), loaded only by the articles that have routes.
 */
export default function RouteMap({ geometry, label }: { geometry: RouteGeometry; label: string }) {
  const titleId = useId();
  const { viewBox: v, unit } = geometry;
  return (
    <svg
      viewBox={`${v.x} ${v.y} ${v.width} ${v.height}`}
      role="img"
      aria-labelledby={titleId}
      className="block h-full w-full"
      data-testid="route-map"
    >
      <title id={titleId}>{label}</title>
      <path d={KOREA_OUTLINE.north} fill="#e7e5e4" stroke="#a8a29e" strokeWidth={unit} />
      <path d={KOREA_OUTLINE.south} fill="#fff7ed" stroke="#c2410c" strokeWidth={1.2 * unit} strokeLinejoin="round" />
      {geometry.legs.map(({ dayTrip, ...leg }, i) => (
        <line
          key={i}
          {...leg}
          stroke="#0369a1"
          strokeWidth={3 * unit}
          strokeLinecap="round"
          strokeDasharray={dayTrip ? `${5 * unit} ${5 * unit}` : undefined}
        />
      ))}
      {geometry.stops.map((stop) => (
        <g key={stop.n} aria-hidden="true">
          <circle cx={stop.x} cy={stop.y} r={9 * unit} fill="#0369a1" stroke="#fff" strokeWidth={2 * unit} />
          <text x={stop.x} y={stop.y} dy="0.35em" textAnchor="middle" fontSize={11 * unit} fontWeight="700" fill="#fff">
            {stop.n}
          </text>
          <text
            x={stop.x + 12 * unit}
            y={stop.y}
            dy="0.35em"
            fontSize={13 * unit}
            fontWeight="700"
            fill="#1c1917"
            stroke="#fff"
            strokeWidth={3 * unit}
            paintOrder="stroke"
          >
            {stop.name}
          </text>
        </g>
      ))}
    </svg>
  );
}
