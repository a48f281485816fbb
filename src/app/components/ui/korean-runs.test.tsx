// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { koreanRuns } from './korean-runs.tsx';

afterEach(cleanup);

const html = (text: string) => render(<p>{koreanRuns(text)}</p>).container.innerHTML;

describe('koreanRuns', () => {
  it('marks each run of Korean words lang="ko", keeping the spaces and punctuation between them', () => {
    expect(html('Busqué 명동 교자, ¿alguien sabe? 2번 출구 앞이에요!')).toBe(
      '<p>Busqué <span lang="ko">명동 교자</span>, ¿alguien sabe? 2<span lang="ko">번 출구 앞이에요</span>!</p>',
    );
  });

  it('leaves text without Hangul as it is', () => {
    expect(koreanRuns('Nothing Korean here.')).toEqual(['Nothing Korean here.']);
    expect(html('')).toBe('<p></p>');
  });
});
