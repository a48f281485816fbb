import type { ReactNode } from 'react';

/** The kinds of Korean landscape the guide's pages open with. */
export type Scene = 'city' | 'harbour' | 'island' | 'hanok' | 'tombs' | 'mountains' | 'airport' | 'market';

const SEA = <path className="fill-sky-300" d="M0 92h360v28H0z" />;
const WAVES = (
  <path
    className="fill-none stroke-sky-100"
    strokeWidth="2"
    strokeLinecap="round"
    d="M20 102q10-5 20 0t20 0M120 110q10-5 20 0t20 0M230 100q10-5 20 0t20 0M300 112q10-5 20 0t20 0"
  />
);
const GROUND = <path className="fill-brand-100" d="M0 100h360v20H0z" />;

// Buildings of a skyline: [x, width, height].
const TOWERS = [
  [150, 22, 46],
  [176, 16, 34],
  [196, 26, 58],
  [226, 18, 40],
  [248, 24, 52],
  [276, 14, 30],
  [294, 22, 44],
  [320, 26, 36],
] as const;

const SCENES: Record<Scene, ReactNode> = {
  city: (
    <>
      <path className="fill-stone-300" d="M96 100c20-30 50-42 80-30l-10 30z" />
      <path className="stroke-stone-600" strokeWidth="3" d="M130 60V30" />
      <ellipse className="fill-stone-600" cx="130" cy="40" rx="6" ry="4" />
      {TOWERS.map(([x, w, h]) => (
        <rect key={x} className="fill-stone-500" x={x} y={100 - h} width={w} height={h} rx="2" />
      ))}
      {TOWERS.map(([x, w, h]) => (
        <path
          key={x}
          className="stroke-brand-100"
          strokeWidth="2"
          strokeDasharray="3 5"
          d={`M${x + w / 2} ${106 - h}v${h - 12}`}
        />
      ))}
      {GROUND}
    </>
  ),
  harbour: (
    <>
      <path className="fill-stone-300" d="M0 92c40-30 80-36 120-20l40 20z" />
      {SEA}
      <path className="fill-none stroke-stone-600" strokeWidth="3" d="M150 90V50M260 90V50" />
      <path
        className="fill-none stroke-stone-600"
        strokeWidth="2"
        d="M110 90q40-30 40-40q55 46 110 0q0 10 40 40M110 90h210"
      />
      {WAVES}
    </>
  ),
  island: (
    <>
      {SEA}
      <path className="fill-emerald-600" d="M70 96c40-10 70-56 110-58h16c40 2 70 48 110 58z" />
      <path className="fill-stone-100" d="M176 39h24l-5 8h-14z" />
      <path className="fill-brand-500" d="M40 96h18v-8h-18zM300 96h12v-6h-12z" />
      {WAVES}
    </>
  ),
  hanok: (
    <>
      <path className="fill-stone-300" d="M0 100c60-40 120-46 180-20 70-30 130-20 180 10v10z" />
      {[60, 190].map((x) => (
        <g key={x}>
          <rect className="fill-stone-50" x={x + 14} y="70" width="92" height="30" />
          <path className="fill-stone-700" d={`M${x} 66q12 4 20-8h80q8 12 20 8l-8 8H${x + 8}z`} />
          <path className="stroke-brand-700" strokeWidth="3" d={`M${x + 30} 74v26M${x + 90} 74v26`} />
          <rect className="fill-brand-600" x={x + 50} y="78" width="20" height="22" />
        </g>
      ))}
      {GROUND}
    </>
  ),
  tombs: (
    <>
      <path
        className="fill-emerald-300"
        d="M20 100c20-40 90-40 110 0zM120 100c30-56 130-56 160 0zM260 100c16-28 70-28 86 0z"
      />
      <path className="fill-emerald-700" d="M300 100l8-30 8 30zM330 100l6-22 6 22z" />
      {GROUND}
    </>
  ),
  mountains: (
    <>
      <path className="fill-stone-400" d="M0 100l60-64 40 30 50-46 70 80z" />
      <path className="fill-stone-50" d="M137 32l13-12 16 18-10-4-8 8z" />
      <path className="fill-emerald-700" d="M150 100l60-52 40 26 50-40 60 66z" />
      {[20, 44, 250, 276, 300].map((x) => (
        <path key={x} className="fill-emerald-900" d={`M${x} 100l10-30 10 30z`} />
      ))}
      {GROUND}
    </>
  ),
  airport: (
    <>
      {GROUND}
      <path className="stroke-stone-50" strokeWidth="3" strokeDasharray="14 10" d="M0 110h360" />
      <path
        className="fill-stone-600"
        d="M190 58l60-6 24-20h10l-12 20 30-3 8-8h6l-4 12 4 12h-6l-8-8-30-3 12 20h-10l-24-20-60-6z"
      />
      <path className="fill-stone-400" d="M40 100V76h90v24zM40 76l45-12 45 12z" />
    </>
  ),
  market: (
    <>
      {[40, 140, 240].map((x) => (
        <g key={x}>
          <rect className="fill-stone-50" x={x} y="64" width="84" height="36" />
          <path className="fill-brand-600" d={`M${x - 6} 64h96l-6-16H${x}z`} />
          <path className="fill-red-700" d={`M${x + 12} 48h12l-2 16h-12zM${x + 48} 48h12l-2 16h-12z`} />
          <circle className="fill-brand-500" cx={x + 20} cy="84" r="7" />
          <circle className="fill-red-600" cx={x + 42} cy="86" r="6" />
          <circle className="fill-emerald-600" cx={x + 62} cy="84" r="7" />
        </g>
      ))}
      {GROUND}
    </>
  ),
};

/**
 * A page's banner: a Korean landscape in the brand's colours, with the page's own icon where it has one.
 * Decorative (the heading says what the page is), so hidden from screen readers; drawn in the page, so it is
 * there offline.
 */
export function Illustration({ scene, icon, className = '' }: { scene: Scene; icon?: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 360 120"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      data-scene={scene}
      className={`block w-full overflow-hidden rounded-3xl ${className || 'h-24 sm:h-36'}`}
    >
      <rect className="fill-brand-50" width="360" height="120" />
      <circle className="fill-brand-100" cx="316" cy="30" r="18" />
      <path className="fill-stone-200" d="M0 96l50-34 40 20 60-40 60 44 50-30 50 26 50-20v58H0z" />
      {SCENES[scene]}
      {icon ? (
        <g>
          <circle className="fill-white stroke-brand-100" strokeWidth="3" cx="52" cy="52" r="30" />
          <path
            transform="translate(34 34) scale(1.5)"
            d={icon}
            className="fill-none stroke-brand-700"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ) : null}
    </svg>
  );
}
