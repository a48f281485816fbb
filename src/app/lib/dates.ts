const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/*
 * Building an Intl formatter costs about a tenth of a millisecond (tens the first time a language is used); using
 * one costs microseconds. A list of posts or a chat built one per row and render, so they are kept: one per
 * language and options, and per time-zone offset when they format in the device's zone (a phone that lands in
 * Seoul changes zone while the app is open).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>();

function kept<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>(
  key: string,
  build: () => F,
) {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = build()));
  return formatter;
}

export const dateTimeFormat = (language: string | undefined, options: Intl.DateTimeFormatOptions) =>
  kept(
    `date ${language} ${JSON.stringify(options)} ${options.timeZone ? '' : new Date().getTimezoneOffset()}`,
    () => new Intl.DateTimeFormat(language, options),
  );

export const numberFormat = (language: string | undefined, options?: Intl.NumberFormatOptions) =>
  kept(`number ${language} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));

/** "3 minutes ago", "hace 2 horas", "어제" — in the reader's language. */
export function formatRelative(iso: string, language: string | undefined, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = kept(`relative ${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The spec's chat time: hour and minute with am/pm ("3:05 PM", "오후 3:05"). */
export const formatClock = (iso: string, language: string | undefined) =>
  dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(iso));

/** A moment with its date and time ("November 21, 2026 at 3:05 PM"), in the device's time zone. */
export const formatDateTime = (iso: string, language: string | undefined) =>
  dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/**
 * A day with no time ("2026-11-21", a reviewed date) in the reader's language. NOTE: `new Date('2026-11-21')`
 * is UTC midnight, the evening before in the Americas; formatting in UTC keeps the calendar day.
 */
export const formatCalendarDate = (day: string, language: string | undefined) =>
  dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
