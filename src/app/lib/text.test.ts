import { describe, expect, it } from 'vitest';
import { textMatches, wordMatches } from './text.ts';

describe('search by words, accents ignored', () => {
  it('finds a word, not the middle of one: "baño" does not find "urbanos"', () => {
    expect(textMatches('baño', ['¿Dónde está el baño?'])).toBe(true);
    expect(textMatches('bano', ['¿Dónde está el baño?'])).toBe(true);
    expect(textMatches('baño', ['Autobuses urbanos e interurbanos'])).toBe(false);
    expect(textMatches('card', ['Scarde'])).toBe(false);
  });

  it('"alergia" finds the allergy phrases, "allergy" the English ones, and a word being typed its ends', () => {
    expect(textMatches('alergia', ['Tengo alergia al maní'])).toBe(true);
    expect(textMatches('alergia', ['Soy alérgico a los frutos secos'])).toBe(true);
    expect(textMatches('Alergía', ['Tengo alergia a la penicilina'])).toBe(true);
    expect(textMatches('allergy', ["I'm allergic to peanuts"])).toBe(true);
    expect(textMatches('alerg', ['Tengo alergia al maní'])).toBe(true);
    expect(textMatches('alergia', ['Tengo una galería'])).toBe(false);
  });

  it('needs every word of the query, in any order', () => {
    expect(textMatches('taxi tarjeta', ['¿Puedo pagar con tarjeta en el taxi?'])).toBe(true);
    expect(textMatches('taxi efectivo', ['¿Puedo pagar con tarjeta en el taxi?'])).toBe(false);
    expect(textMatches('T-money', ['Recarga tu T-money en una tienda'])).toBe(true);
    expect(textMatches('  ', ['anything'])).toBe(true);
  });

  it('Korean is found inside a word and across spaces', () => {
    expect(textMatches('화장실', ['화장실이 어디예요?'])).toBe(true);
    expect(textMatches('어디 예요', ['화장실이 어디예요?'])).toBe(true);
    expect(textMatches('병원', ['화장실이 어디예요?'])).toBe(false);
  });

  it('a short word must be the start of a word; a stem needs five letters in common', () => {
    expect(wordMatches('hot', 'hotel')).toBe(true);
    expect(wordMatches('hotel', 'hotline')).toBe(false);
    expect(wordMatches('museo', 'museum')).toBe(false);
    expect(wordMatches('pharmacy', 'pharmacist')).toBe(true);
  });
});
