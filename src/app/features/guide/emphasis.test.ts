import { describe, expect, it } from 'vitest';
import { splitEmphasis } from './emphasis.ts';

describe('splitEmphasis', () => {
  it('puts each **run** in bold and keeps the text around it', () => {
    expect(splitEmphasis('Subway from **1,550 won**, buses **1,500**.')).toEqual([
      { text: 'Subway from ', isStrong: false },
      { text: '1,550 won', isStrong: true },
      { text: ', buses ', isStrong: false },
      { text: '1,500', isStrong: true },
      { text: '.', isStrong: false },
    ]);
  });

  it('leaves text without marks, or with an unpaired mark, as it is', () => {
    expect(splitEmphasis('Call 112')).toEqual([{ text: 'Call 112', isStrong: false }]);
    expect(splitEmphasis('a ** b')).toEqual([{ text: 'a ** b', isStrong: false }]);
    expect(splitEmphasis('**24 h**')).toEqual([{ text: '24 h', isStrong: true }]);
  });

  it('never turns markup in the content into elements', () => {
    expect(splitEmphasis('**<img src=x onerror=alert(1)>**')).toEqual([
      { text: '<img src=x onerror=alert(1)>', isStrong: true },
    ]);
  });
});
