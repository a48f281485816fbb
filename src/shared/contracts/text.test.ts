import { describe, expect, it } from 'vitest';
import { POST_TITLE_MAX } from '#shared/limits';
import { PostTitleSchema } from './community.ts';
import { oneLine } from './text.ts';

describe('one-line text (post titles)', () => {
  it.each([
    ['CR LF', 'Line one\r\nLine two', 'Line one Line two'],
    ['LF runs', 'a\n\n\nb', 'a b'],
    ['CR', 'a\rb', 'a b'],
    ['tab', 'a\tb', 'a b'],
    ['vertical tab and form feed', 'a\u000b\u000cb', 'a b'],
    ['NEL', 'a\u0085b', 'a b'],
    ['line separator', 'a\u2028b', 'a b'],
    ['paragraph separator', 'a\u2029b', 'a b'],
    ['breaks at the ends', '\r\n\ttitle\u2028\n', 'title'],
    ['plain', 'Seoul in spring', 'Seoul in spring'],
  ])('%s', (_name, input, expected) => {
    expect(oneLine(input)).toBe(expected);
    expect(PostTitleSchema.parse(input)).toBe(expected);
  });

  it('refuses a title of breaks only, and bounds the title after the breaks became spaces', () => {
    expect(PostTitleSchema.safeParse('\r\n\u2028\t').success).toBe(false);
    expect(PostTitleSchema.safeParse(`${'a'.repeat(POST_TITLE_MAX - 1)}\r\nb`).success).toBe(false);
    expect(PostTitleSchema.parse(`${'a'.repeat(POST_TITLE_MAX - 2)}\r\nb`)).toHaveLength(POST_TITLE_MAX);
  });
});
