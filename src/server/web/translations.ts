import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '#shared/limits';

export type Translations = Record<Language, Record<string, Record<string, unknown>>>;

/** The app's translations, every namespace in every language, as i18next loads them from /locales. */
export function readTranslations(dir: string): Translations {
  return Object.fromEntries(
    LANGUAGES.map((lng) => [
      lng,
      Object.fromEntries(
        readdirSync(path.join(dir, lng))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(path.join(dir, lng, file), 'utf8')) as unknown]),
      ),
    ]),
  ) as Translations;
}
