import type { Language } from '#shared/limits';

/*
 * The translate hand-off (decision record 034): a post or comment written in another language than the reader's
 * gets links that open Papago or Google Translate with its text, like the map hand-off opens Naver Map. Nothing
 * leaves the app until the reader taps one: the text travels in the link, to the service the reader chose.
 */

const HANGUL = /[\uac00-\ud7a3\u3131-\u318e]/g;
const LETTER = /\p{L}/gu;
const SPANISH =
  /[áéíóúñ¿¡]|\b(?:el|la|los|las|de|del|que|y|en|por|para|una|con|es|muy|pero|hay|estoy|gracias|hola)\b/giu;
const ENGLISH = /\b(?:the|and|is|are|to|of|you|for|it|in|with|this|that|what|how|thanks|hello|there|my)\b/gi;

/** The language a text is most likely written in, or null when it is too short or too mixed to tell. */
export function guessLanguage(text: string): Language | null {
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters < 8) return null;
  const hangul = text.match(HANGUL)?.length ?? 0;
  if (hangul / letters > 0.3) return 'ko';
  const es = text.match(SPANISH)?.length ?? 0;
  const en = text.match(ENGLISH)?.length ?? 0;
  if (es >= 2 && es > en * 1.5) return 'es';
  if (en >= 2 && en > es * 1.5) return 'en';
  return null;
}

/** Long texts are cut: a link carries the text, and very long addresses fail. */
export const MAX_TRANSLATE_CHARS = 1500;

export function translateLinks(text: string, from: Language, to: Language) {
  const cut = text.length > MAX_TRANSLATE_CHARS ? text.slice(0, MAX_TRANSLATE_CHARS) : text;
  const q = encodeURIComponent(cut);
  return {
    papago: `https://papago.naver.com/?sk=${from}&tk=${to}&st=${q}`,
    google: `https://translate.google.com/?sl=${from}&tl=${to}&text=${q}&op=translate`,
    cut: cut.length < text.length,
  };
}
