/** Lower-case, accents stripped ("Perdón" finds "perdon"), spacing folded: for search that forgives. */
export const normalize = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** True when `query` appears in any of the texts, accents and case ignored; Hangul also ignoring spaces. */
export function textMatches(query: string, texts: string[]): boolean {
  const q = normalize(query);
  if (!q) return true;
  const haystack = normalize(texts.join(' | '));
  return haystack.includes(q) || haystack.replace(/\s/g, '').includes(q.replace(/\s/g, ''));
}
