import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '#shared/content-language';
import { LANGUAGES } from '#shared/limits';

describe('inLanguage', () => {
  it('keeps only the reader’s text of every ko/es/en value, at any depth, and leaves the rest as it is', () => {
    const file = {
      topic: 'emergency',
      reviewed: '2026-11-26',
      title: { ko: '응급', es: 'Emergencias', en: 'Emergencies' },
      keyFacts: { ko: ['**112**'], es: ['**112** gratis'], en: ['**112** free'] },
      sections: [{ id: 'police', title: { ko: '경찰', es: 'Policía', en: 'Police' }, phone: '112' }],
      // Two languages are not a translation of every text: left whole.
      note: { ko: '네', en: 'yes' },
    };
    expect(inLanguage(file, 'es')).toEqual({
      topic: 'emergency',
      reviewed: '2026-11-26',
      title: { es: 'Emergencias' },
      keyFacts: { es: ['**112** gratis'] },
      sections: [{ id: 'police', title: { es: 'Policía' }, phone: '112' }],
      note: { ko: '네', en: 'yes' },
    });
    expect(file.title).toEqual({ ko: '응급', es: 'Emergencias', en: 'Emergencies' });
  });

  it('gives every guide article whole to its reader: each language’s text and structure as in the file, none of the others’', () => {
    for (const name of readdirSync('content/guide')) {
      const file = JSON.parse(readFileSync(`content/guide/${name}`, 'utf8')) as unknown;
      const original = JSON.stringify(file);
      for (const lng of LANGUAGES) {
        const text = JSON.stringify(inLanguage(file, lng));
        for (const other of LANGUAGES.filter((l) => l !== lng)) expect(text).not.toContain(`"${other}":`);
        // Put back the other languages from the file: the article is the file again.
        const merged = JSON.stringify(
          LANGUAGES.reduce<unknown>((acc, l) => mergeLanguage(acc, inLanguage(file, l)), inLanguage(file, lng)),
        );
        expect(normalise(merged)).toBe(normalise(original));
      }
    }
  });
});

/** Adds `more`'s language keys into `base` wherever both hold an object. */
function mergeLanguage(base: unknown, more: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(more)) return base.map((item, i) => mergeLanguage(item, more[i]));
  if (base && more && typeof base === 'object' && typeof more === 'object') {
    const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [key, value] of Object.entries(more)) out[key] = key in out ? mergeLanguage(out[key], value) : value;
    return out;
  }
  return base;
}

/** The same JSON with every object's keys sorted, so key order does not count. */
function normalise(json: string): string {
  const sort = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sort)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, sort(v)]),
          )
        : value;
  return JSON.stringify(sort(JSON.parse(json)));
}
