/** A piece of a content string: plain text or a `**bold**` run. */
export type EmphasisPart = { text: string; isStrong: boolean };

/**
 * Splits a content string on its `**…**` marks, so facts can put numbers in bold without HTML in the content.
 * An unpaired mark is kept as text.
 */
export function splitEmphasis(text: string): EmphasisPart[] {
  const parts: EmphasisPart[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), isStrong: false });
    parts.push({ text: match[1]!, isStrong: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), isStrong: false });
  return parts;
}
