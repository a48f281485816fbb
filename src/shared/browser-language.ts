import { LANGUAGES, type Language } from './limits.ts';

/**
 * First visit: the first of the browser's languages the app speaks; a browser in any other language (ja, zh, fr,
 * de, pt…) gets English, which more travellers read than Korean or Spanish.
 */
export function languageFromBrowser(languages: readonly string[]): Language {
  for (const tag of languages) {
    const primary = tag.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(primary)) return primary as Language;
  }
  return 'en';
}

/** An Accept-Language header's tags, most preferred first (`fr-FR,es;q=0.8,en;q=0.9` → fr-FR, en, es). */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { tag, index, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
