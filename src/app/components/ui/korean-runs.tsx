import type { ReactNode } from 'react';

const HANGUL = '\\u1100-\\u11ff\\u3130-\\u318f\\uac00-\\ud7af';
// Korean words with the spaces and punctuation between them: one run, so a phrase breaks only between its words.
const RUN = new RegExp(`[${HANGUL}]+(?:[\\s.,!?~…·'"“”‘’()\\-]*[${HANGUL}]+)*`, 'g');

/**
 * Text that members wrote, with each run of Hangul marked `lang="ko"`: inside a Spanish or English page the
 * browser then breaks it between words, as Korean is written (index.css), not in the middle of one, and a
 * screen reader reads it in Korean.
 */
export function koreanRuns(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(RUN)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push(
      <span key={match.index} lang="ko">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
