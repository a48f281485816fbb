// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_TRANSLATIONS_ID, pageTranslations } from './i18n.ts';

const carry = (text: string) => {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${PAGE_TRANSLATIONS_ID}"></script>`;
  document.getElementById(PAGE_TRANSLATIONS_ID)!.textContent = text;
};

describe("a prerendered page's translations", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are read from the data block, its escaped "<" restored', () => {
    carry('{"lng":"es","resources":{"common":{"appName":"Hola Corea \\u003c3"}}}');
    expect(pageTranslations()).toEqual({ lng: 'es', resources: { common: { appName: 'Hola Corea <3' } } });
  });

  it('are none when the page carries no block, an empty one or one cut short: the app fetches them', () => {
    expect(pageTranslations()).toBeNull();
    carry('');
    expect(pageTranslations()).toBeNull();
    carry('{"lng":"es","resources":{"common":');
    expect(pageTranslations()).toBeNull();
  });
});
