// Line icons on a 24-unit grid, stroked in the text colour, drawn like the guide's (guide-icon.tsx): they replace
// the emoji the app used as icons, which looked different on every phone. One constant a path, so a chunk carries
// only the icons it draws (the header's are in the first load).
export const ICON_BELL = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20.5a2 2 0 0 0 4 0';
export const ICON_CHAT = 'M4 5h16v11H9l-5 4z M8 9.5h8 M8 12.5h5';
export const ICON_MENU = 'M4 7h16 M4 12h16 M4 17h16';
export const ICON_CLOSE = 'M6 6l12 12 M18 6L6 18';
export const ICON_SEARCH = 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z M15.5 15.5L20 20';
export const ICON_LOCK = 'M6 11h12v10H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3 M12 15v2';
export const ICON_WARNING = 'M12 3l10 18H2z M12 10v5 M12 18h.01';
export const ICON_MAP =
  'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z M12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
export const ICON_PIN = 'M9 3h6 M10 3v6l-3 4h10l-3-4V3 M12 13v8';
export const ICON_HEART = 'M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20z';
export const ICON_EYE = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
export const ICON_STAR = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z';
export const ICON_CAMERA = 'M4 8h3l2-3h6l2 3h3v11H4z M12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z';
export const ICON_IMAGE = 'M4 5h16v14H4z M4 16l5-5 4 4 2-2 5 5 M15.5 9.5h.01';
export const ICON_PENCIL = 'M4 20l1-4L16 5l3 3L8 19z M14 7l3 3';
export const ICON_CLOCK = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2';
export const ICON_TAXI =
  'M4 17h16v-5l-2.5-5h-11L4 12z M4 12h16 M7 17v2 M17 17v2 M10 4h4v3h-4z M7.5 14.5h.01 M16.5 14.5h.01';
export const ICON_BOWL = 'M3 11h18a9 9 0 0 1-18 0z M13 3l-2.5 8 M18 3l-4 8';
export const ICON_CHECK_CIRCLE = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M8 12l3 3 5-6';
export const ICON_LIST = 'M6 3h12v18H6z M9 8h6 M9 12h6 M9 16h4';
export const ICON_USER = 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0';
export const ICON_REPLY = 'M10 8L5 12l5 4 M5 12h9a5 5 0 0 1 5 5v2';
export const ICON_SHIELD = 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z';
export const ICON_FLAG = 'M5 21V4 M5 4h12l-2 4 2 4H5';
export const ICON_QUESTION =
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6 M12 17h.01';
export const ICON_BULB =
  'M9 18h6 M10 21h4 M12 3a6 6 0 0 0-3.5 10.9c.4.3.5.7.5 1.1v1h5v-1c0-.4.1-.8.5-1.1A6 6 0 0 0 12 3z';
export const ICON_PEOPLE =
  'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20a6 6 0 0 1 12 0 M16 5a3 3 0 0 1 0 6 M18 14.8A6 6 0 0 1 21 20';
export const ICON_CUP = 'M5 8h12v6a5 5 0 0 1-5 5h-2a5 5 0 0 1-5-5z M17 10h1.5a2.5 2.5 0 0 1 0 5H17 M9 3v2 M13 3v2';

/** A line icon; decorative (the text beside it, or the control's name, says what it means). */
export function Icon({
  path,
  className = 'size-5',
  isFilled = false,
}: {
  path: string;
  className?: string;
  /** Filled in the text colour: a ticked star, a liked heart. */
  isFilled?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={isFilled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`inline-block shrink-0 ${className}`}
    >
      <path d={path} />
    </svg>
  );
}
