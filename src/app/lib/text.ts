/** Lower-case, accents stripped ("Perdón" finds "perdon"), spacing folded: for search that forgives. */
export const normalize = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const HANGUL = /\p{Script=Hangul}/u;
const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * A query word finds a word it begins ("alerg" finds "alergia": results while typing), or one that shares all but
 * its last two letters ("alergia" finds "alérgico", "allergy" finds "allergic"); never the middle of a word, so
 * "baño" does not find "urbanos".
 */
export function wordMatches(query: string, word: string): boolean {
  if (word.startsWith(query)) return true;
  let common = 0;
  while (common < query.length && query[common] === word[common]) common++;
  return common >= Math.max(5, query.length - 2);
}

/**
 * True when every word of `query` is found in the texts, accents and case ignored. Korean words carry their
 * particles ("화장실이"), so Hangul is matched anywhere, spaces ignored.
 */
export function textMatches(query: string, texts: string[]): boolean {
  const q = normalize(query);
  if (!q) return true;
  const haystack = normalize(texts.join(' | '));
  const hangul = haystack.replace(/\s/g, '');
  const textWords = words(haystack);
  return words(q).every((w) => (HANGUL.test(w) ? hangul.includes(w) : textWords.some((t) => wordMatches(w, t))));
}
