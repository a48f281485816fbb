import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Phrase } from '#shared/contracts/guide';
import { ESSENTIAL_PHRASE_IDS } from '#app/features/phrases/essentials.ts';
import { matchesPhrase } from './search.ts';

const { phrases } = JSON.parse(readFileSync('content/phrases.json', 'utf8')) as { phrases: Phrase[] };
const found = (query: string) => phrases.filter((p) => matchesPhrase(p, query)).map((p) => p.id);

describe('phrase search over the shipped phrases', () => {
  it('"baño" and "bano" find the toilets, and only phrases with the word', () => {
    expect(found('baño')).toEqual(expect.arrayContaining(['where-toilet', 'accessible-toilet']));
    expect(found('bano')).toEqual(found('baño'));
    for (const id of found('baño')) {
      const p = phrases.find((x) => x.id === id)!;
      expect(p.es.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toMatch(/(^|[^a-z])bano/);
    }
  });

  it('"alergia" finds both allergy phrases; "allergic" and the Hangul find them too', () => {
    expect(found('alergia')).toEqual(['peanut-allergy', 'penicillin-allergy']);
    expect(found('ALERGÍA')).toEqual(['peanut-allergy', 'penicillin-allergy']);
    expect(found('allergic')).toEqual(['peanut-allergy', 'penicillin-allergy']);
    expect(found('알레르기')).toEqual(['peanut-allergy', 'penicillin-allergy']);
  });

  it('matches romanization by words, and every word of the query', () => {
    expect(found('gamsahamnida')).toContain('thank-you');
    expect(found('pagar tarjeta')).toEqual(expect.arrayContaining(['taxi-card-payment']));
    expect(found('pagar tarjeta')).not.toContain('card-balance');
  });

  it('the essentials are about twenty shipped phrases, none twice', () => {
    expect(ESSENTIAL_PHRASE_IDS.length).toBeGreaterThanOrEqual(18);
    expect(ESSENTIAL_PHRASE_IDS.length).toBeLessThanOrEqual(24);
    expect(new Set(ESSENTIAL_PHRASE_IDS).size).toBe(ESSENTIAL_PHRASE_IDS.length);
    const ids = new Set(phrases.map((p) => p.id));
    expect(ESSENTIAL_PHRASE_IDS.filter((id) => !ids.has(id))).toEqual([]);
  });
});
