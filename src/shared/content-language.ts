import { LANGUAGES, type Language } from './limits.ts';

const isLocalized = (value: object): value is Record<Language, unknown> => {
  const keys = Object.keys(value);
  return keys.length === LANGUAGES.length && LANGUAGES.every((lng) => keys.includes(lng));
};

/**
 * A content file as one language reads it: every text given in ko, es and en keeps only `lng`'s, the rest
 * stays as it is. A page fetches its article in the reader's language only (scripts/build/guide-topics.ts).
 */
export function inLanguage<T>(value: T, lng: Language): T {
  if (Array.isArray(value)) return value.map((item: unknown) => inLanguage(item, lng)) as T;
  if (value === null || typeof value !== 'object') return value;
  if (isLocalized(value)) return { [lng]: value[lng] } as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(item, lng)])) as T;
}
