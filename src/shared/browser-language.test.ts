import { describe, expect, it } from 'vitest';
import { acceptedLanguages, languageFromBrowser } from './browser-language.ts';

describe('first-visit language', () => {
  it.each([
    [['ko-KR', 'en-US'], 'ko'],
    [['en-GB'], 'en'],
    [['es-AR'], 'es'],
    [['ES'], 'es'],
    [['fr-FR', 'es-ES'], 'es'],
    [['ja-JP'], 'en'],
    [['zh-CN', 'zh'], 'en'],
    [['de-DE'], 'en'],
    [['pt-BR', 'pt'], 'en'],
    [[], 'en'],
  ])('%o gives %s', (languages, expected) => {
    expect(languageFromBrowser(languages)).toBe(expected);
  });
});

describe('Accept-Language', () => {
  it('orders tags by weight, then by place, without wildcards or refused ones', () => {
    expect(acceptedLanguages('fr-FR,es;q=0.8,en;q=0.9, *;q=0.1, ko;q=0')).toEqual(['fr-FR', 'en', 'es']);
    expect(acceptedLanguages('ja')).toEqual(['ja']);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('a Japanese browser that also reads Spanish gets Spanish; one that reads only Japanese gets English', () => {
    expect(languageFromBrowser(acceptedLanguages('ja-JP,ja;q=0.9,es;q=0.5'))).toBe('es');
    expect(languageFromBrowser(acceptedLanguages('ja-JP,ja;q=0.9'))).toBe('en');
  });
});
