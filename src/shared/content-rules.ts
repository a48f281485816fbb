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

/** The text without its `**bold**` marks. */
export const stripEmphasis = (text: string) => text.replace(/\*\*/g, '');

/** The numbers a text states ("1,550", "09:00", "1.5", "24"), as written, without a trailing separator. */
export const numbersIn = (text: string) => (stripEmphasis(text).match(/\d(?:[\d,.:]*\d)?/g) ?? []).map(String);

/** Numbers in `fact` that `source` never states: a key fact or a table may only repeat what its topic says. */
export function numbersNotIn(fact: string, source: string): string[] {
  const stated = new Set(numbersIn(source));
  return numbersIn(fact).filter((n) => !stated.has(n));
}

/** Bold marks that do not pair up, or pair up around nothing. */
export const hasBrokenEmphasis = (text: string) =>
  (text.match(/\*\*/g) ?? []).length % 2 === 1 || /\*\*\s*\*\*/.test(text) || /(?<!\*)\*(?!\*)/.test(text);

type Lang = 'ko' | 'es' | 'en';
const LANGS: Lang[] = ['ko', 'es', 'en'];
type PerLanguage<T> = Record<Lang, T>;
/** The parts of a guide topic the glance checks read (GuideTopicFile, without importing the contracts). */
export type GlanceTopic = {
  intro: PerLanguage<string>;
  keyFacts: PerLanguage<string[]>;
  sections: {
    id: string;
    title: PerLanguage<string>;
    body: PerLanguage<string[]>;
    table?: { caption: PerLanguage<string>; head: PerLanguage<string[]>; rows: PerLanguage<string[]>[] };
  }[];
};

/**
 * What is wrong with a topic's key facts and tables: not 3–5 facts in a language, unpaired bold marks, or a
 * number the topic's own text (intro and sections, same language) never states; the same for every cell of a
 * table, which may gather fares from several sections.
 */
export function glanceProblems(topic: GlanceTopic): string[] {
  const problems: string[] = [];
  for (const lng of LANGS) {
    const text = [topic.intro[lng], ...topic.sections.flatMap((s) => [s.title[lng], ...s.body[lng]])].join('\n');
    const facts = topic.keyFacts[lng];
    if (facts.length < 3 || facts.length > 5) problems.push(`${lng}: ${facts.length} key facts, not 3–5`);
    for (const fact of facts) {
      if (hasBrokenEmphasis(fact)) problems.push(`${lng} fact "${fact}": unpaired **`);
      const missing = numbersNotIn(fact, text);
      if (missing.length) problems.push(`${lng} fact "${fact}": ${missing.join(', ')} not in the topic`);
    }
    for (const section of topic.sections) {
      if (!section.table) continue;
      const cells = [
        section.table.caption[lng],
        ...section.table.head[lng],
        ...section.table.rows.flatMap((r) => r[lng]),
      ];
      for (const cell of cells) {
        if (hasBrokenEmphasis(cell)) problems.push(`${lng} ${section.id} table "${cell}": unpaired **`);
        const missing = numbersNotIn(cell, text);
        if (missing.length)
          problems.push(`${lng} ${section.id} table "${cell}": ${missing.join(', ')} not in the topic`);
      }
    }
  }
  return problems;
}
