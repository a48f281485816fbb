import type { GuideIcon as GuideIconName } from '#shared/contracts/content';

// Line drawings on a 24-unit grid, stroked in the text colour: no image files, so they work offline.
export const GUIDE_ICON_PATHS: Record<GuideIconName, string> = {
  passport:
    'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z M12 7.5a3 3 0 1 0 0 6 3 3 0 0 0 0-6z M9 17h6',
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z M11 18h2',
  train:
    'M7 3h10a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z M4 11h16 M8 14.5h.01 M16 14.5h.01 M8 18l-2 3 M16 18l2 3',
  bus: 'M5 4h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z M4 12h16 M7 18v2 M17 18v2 M8 15h.01 M16 15h.01',
  taxi: 'M4 17h16v-5l-2.5-5h-11L4 12z M4 12h16 M7 17v2 M17 17v2 M10 4h4v3h-4z M7.5 14.5h.01 M16.5 14.5h.01',
  plane: 'M22 2L11 13 M22 2l-7 20-4-9-9-4z',
  card: 'M3 6h18v12H3z M3 10h18 M7 15h4',
  cash: 'M2 7h20v10H2z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z M6 12h.01 M18 12h.01',
  food: 'M3 11h18a9 9 0 0 1-18 0z M13 3l-2.5 8 M18 3l-4 8',
  bed: 'M3 19V6 M3 15h18v4 M21 15v-3a3 3 0 0 0-3-3h-7v6 M7 12.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  weather:
    'M8 2v2 M2 8h2 M3.8 3.8l1.4 1.4 M11 8.5a3 3 0 0 0-6 0 M8 21h9a4 4 0 0 0 0-8 6 6 0 0 0-11.5 2A3 3 0 0 0 8 21z',
  calendar: 'M4 5h16v16H4z M4 10h16 M8 3v4 M16 3v4 M8 14h3v3H8z',
  people: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20a6 6 0 0 1 12 0 M16 5a3 3 0 0 1 0 6 M18 14.8A6 6 0 0 1 21 20',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4',
  siren: 'M6 18v-6a6 6 0 0 1 12 0v6 M4 18h16v3H4z M12 2v2 M3 6l1.5 1 M21 6l-1.5 1 M12 9v5',
  health: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  map: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z M12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  luggage: 'M6 7h12v13H6z M9 7V4h6v3 M10 11v5 M14 11v5 M8 20v1.5 M16 20v1.5',
  wheelchair: 'M11 5.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z M11 8v5h5l2 5 M8 10.5a5.5 5.5 0 1 0 7.5 7',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 11v5 M12 8h.01',
  route:
    'M6 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M18 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M8 18h7.5a3 3 0 0 0 0-6h-7a3 3 0 0 1 0-6H16',
  temple: 'M3 9l9-5 9 5 M5 9h14 M6 9v11 M18 9v11 M3 20h18 M10 20v-5h4v5 M8 12h8',
  book: 'M4 19V5a2 2 0 0 1 2-2h14v14H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14v-4 M8 7h8 M8 10.5h6',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2',
  checklist: 'M4 6l1.5 1.5L8 5 M4 12l1.5 1.5L8 11 M4 18l1.5 1.5L8 17 M11 6h9 M11 12h9 M11 18h9',
};

/** The picture for a guide topic or section kind; decorative, so screen readers skip it. */
export function GuideIcon({ name, className = 'size-6' }: { name: GuideIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
      data-icon={name}
    >
      <path d={GUIDE_ICON_PATHS[name]} />
    </svg>
  );
}
