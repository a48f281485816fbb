// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#app/test/render.tsx';
import { guessLanguage, MAX_TRANSLATE_CHARS, translateLinks } from '#app/features/community/translate-links.ts';
import { TranslateLinks } from './translate-links.tsx';

afterEach(cleanup);

const spanish = '¿Alguien sabe si el metro de Seúl funciona toda la noche? Gracias por la ayuda.';
const korean = '서울 지하철은 보통 자정쯤 끊깁니다. 심야버스를 타세요.';
const english = 'Is there a locker at Seoul Station for a big suitcase? Thanks for the help.';

describe('translate hand-off', () => {
  it('tells Korean, Spanish and English apart, and gives up on short or mixed text', () => {
    expect(guessLanguage(spanish)).toBe('es');
    expect(guessLanguage(korean)).toBe('ko');
    expect(guessLanguage(english)).toBe('en');
    expect(guessLanguage('ok 👍')).toBeNull();
    expect(guessLanguage('KTX Busan 10:30')).toBeNull();
  });

  it('puts the text in Papago and Google Translate links, cut when it is long', () => {
    const links = translateLinks('¿Dónde? & más', 'es', 'ko');
    expect(links.papago).toBe('https://papago.naver.com/?sk=es&tk=ko&st=%C2%BFD%C3%B3nde%3F%20%26%20m%C3%A1s');
    expect(links.google).toBe(
      'https://translate.google.com/?sl=es&tl=ko&text=%C2%BFD%C3%B3nde%3F%20%26%20m%C3%A1s&op=translate',
    );
    expect(links.cut).toBe(false);
    const long = translateLinks('a'.repeat(MAX_TRANSLATE_CHARS + 10), 'en', 'es');
    expect(long.cut).toBe(true);
    expect(decodeURIComponent(new URL(long.google).searchParams.get('text')!)).toHaveLength(MAX_TRANSLATE_CHARS);
  });

  it('shows the links only under text in another language than the reader’s, and sends nothing until tapped', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderWithApp(<TranslateLinks text={spanish} />, { language: 'ko' });
    const papago = screen.getByRole('link', { name: '파파고' });
    expect(papago.getAttribute('href')).toMatch(/^https:\/\/papago\.naver\.com\/\?sk=es&tk=ko&st=/);
    expect(papago.getAttribute('target')).toBe('_blank');
    expect(papago.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'Google 번역' }).getAttribute('href')).toContain('sl=es&tl=ko');
    expect(screen.getByText('스페인어로 쓴 글입니다. 번역해서 보기:')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    cleanup();
    await renderWithApp(<TranslateLinks text={spanish} />, { language: 'es' });
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
