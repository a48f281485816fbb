import type { Phrase } from '#shared/contracts/guide';
import { textMatches } from '#app/lib/text.ts';

/** Matches Hangul, romanization, English or Spanish. */
export const matchesPhrase = (phrase: Phrase, query: string) =>
  textMatches(query, [phrase.ko, phrase.romanization, phrase.en, phrase.es]);
