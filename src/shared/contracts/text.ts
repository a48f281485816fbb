import { z } from 'zod';

// Characters that show nothing: controls other than line breaks and tabs, zero-width and joiners, bidi
// controls, variation selectors, the BOM, the soft hyphen and the Hangul fillers.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- these characters are what it finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;

/** Whether anything would show: text of only spaces and invisible characters counts as empty. */
export const hasVisibleText = (text: string) => text.replace(INVISIBLE, '').trim().length > 0;

/** Trimmed text of at most `max` characters with something visible in it. */
export const visibleText = (max: number) =>
  z.string().trim().min(1).max(max).refine(hasVisibleText, { message: 'must not be empty' });

// Line and paragraph breaks of every kind, tabs and the other spacing controls.
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/** One line: each run of line breaks and tabs (CR, LF, NEL, U+2028/2029…) becomes one space, then trimmed. */
export const oneLine = (text: string) => text.replace(LINE_BREAKS, ' ').trim();

/** Like visibleText, on one line (a title): breaks become spaces before the bounds are checked. */
export const singleLineText = (max: number) =>
  z.string().overwrite(oneLine).min(1).max(max).refine(hasVisibleText, { message: 'must not be empty' });
