const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 minutes ago", "hace 2 horas", "어제" — in the reader's language. */
export function formatRelative(iso: string, language: string | undefined, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The spec's chat time: hour and minute with am/pm ("3:05 PM", "오후 3:05"). */
export const formatClock = (iso: string, language: string | undefined) =>
  new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(iso));

/**
 * A day with no time ("2026-11-21", a reviewed date) in the reader's language. NOTE: `new Date('2026-11-21')`
 * is UTC midnight, the evening before in the Americas; formatting in UTC keeps the calendar day.
 */
export const formatCalendarDate = (day: string, language: string | undefined) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
