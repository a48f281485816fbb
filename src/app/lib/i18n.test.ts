import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from './i18n.ts';

describe('first-visit language', () => {
  it.each([
    [['ko-KR', 'en-US'], 'ko'],
    [['en-GB'], 'en'],
    [['es-AR'], 'es'],
    [['fr-FR', 'en-US'], 'es'],
    [[], 'es'],
  ])('%o gives %s', (languages, expected) => {
    expect(languageFromBrowser(languages)).toBe(expected);
  });
});
