// Rules the content must keep, shared by the content test, scripts/check-content.ts and the admin review list.

/** Changeable facts are re-checked at least this often; older items are due for review. */
export const REVIEW_INTERVAL_MONTHS = 12;

/** The day ("2027-11-23") an item reviewed on `reviewed` falls due again. */
export function reviewDueOn(reviewed: string): string {
  const [year, month, day] = reviewed.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + REVIEW_INTERVAL_MONTHS, day)).toISOString().slice(0, 10);
}

export const isReviewOverdue = (reviewed: string, today: string) => reviewDueOn(reviewed) <= today;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (w: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(w)}(?![\\p{L}\\p{N}])`, 'iu');

export type GlossaryTerm = { concept: string; use: string; avoid: string[]; allow: string[] };

/** Avoided words found in a Spanish text, after removing the phrases where they mean something else. */
export function findAvoidedWords(text: string, terms: GlossaryTerm[]): string[] {
  const found: string[] = [];
  for (const term of terms) {
    const rest = term.allow.reduce((t, phrase) => t.replace(new RegExp(escape(phrase), 'giu'), ' '), text);
    for (const avoid of term.avoid) if (word(avoid).test(rest)) found.push(`${avoid} → ${term.use}`);
  }
  return found;
}

// vosotros forms: the pronouns, verb endings -áis/-éis (habláis, tenéis), the past -asteis/-isteis and the accentless sois/veis/dais/vais.
const VOSOTROS =
  /(?<![\p{L}])(vosotr[oa]s|vuestr[oa]s?|os|sois|veis|dais|vais|\p{L}+áis|\p{L}+éis|\p{L}+steis)(?![\p{L}])/giu;

/** Spanish talks to the reader as tú: vosotros forms found in a text. */
export const findVosotros = (text: string) => [...text.matchAll(VOSOTROS)].map((m) => m[0]);

// 해요체 sentence endings; the noun 좋아요 ("like") is not one.
const HAEYO =
  /(?:어요|아요|에요|예요|해요|네요|죠|나요|가요|래요|게요|까요|워요|와요|져요|돼요|줘요|봐요|써요|려요|내요|쳐요|켜요)(?=[.?!,)\s]|$)/gu;

/** The Korean UI speaks in -습니다 throughout: 해요체 endings found in a text. */
export function findHaeyoEndings(text: string): string[] {
  const t = text.replace(/좋아요/g, '');
  return [...t.matchAll(HAEYO)].map((m) => t.slice(t.lastIndexOf(' ', m.index) + 1, m.index + m[0].length));
}
