import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type Resource, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/limits';

const SERVER_NAMESPACES = ['auth', 'notify'] as const;

/** The server speaks only in mails; it reads the same translation files the browser loads. */
export async function createServerI18n(localesDir = path.resolve('public/locales')) {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    for (const ns of SERVER_NAMESPACES) {
      resources[lng][ns] = JSON.parse(readFileSync(path.join(localesDir, lng, `${ns}.json`), 'utf8'));
    }
  }
  const instance = i18next.createInstance();
  await instance.init({
    resources,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...SERVER_NAMESPACES],
    interpolation: { escapeValue: false },
  });
  return (lng: Language | null | undefined): TFunction => instance.getFixedT(lng ?? DEFAULT_LANGUAGE);
}
export type ServerT = Awaited<ReturnType<typeof createServerI18n>>;
