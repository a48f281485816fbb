import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { languageFromBrowser } from '#shared/browser-language';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '#shared/limits';

// First visit: the browser's first language the app speaks, else English (Korean stays the fallback of missing keys).
const detector = new LanguageDetector();
detector.addDetector({
  name: 'browserPrimary',
  lookup: () => languageFromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language]),
});

/** What every page opens with, and the page's own (the sign-in pages' 'auth' among them); the layout needs 'common'. */
export const startNamespaces = (namespaces: readonly string[]) => [...new Set(['common', 'errors', ...namespaces])];

/** The translations a prerendered page carries (scripts/build/prerender.ts): its language and namespaces. */
export const PAGE_TRANSLATIONS_ID = 'page-translations';
type PageTranslations = { lng: string; resources: Record<string, Record<string, unknown>> };

/** The prerendered page's translations, or null when it carries none or a block that does not parse. */
export function pageTranslations(): PageTranslations | null {
  const carried = document.getElementById(PAGE_TRANSLATIONS_ID)?.textContent;
  try {
    return carried ? (JSON.parse(carried) as PageTranslations) : null;
  } catch {
    return null;
  }
}

/**
 * `namespaces`: those of the page being opened, fetched with the common ones rather than after them, or taken
 * from the prerendered page when it carries them in the reader's language.
 */
export function initI18n(namespaces: readonly string[] = []) {
  const carried = pageTranslations();
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n
    .use(HttpBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      // Korean for anything else; es and en never fall back, so a first load fetches one language, not two
      // (every key exists in all three: tests/unit/locales.test.ts).
      fallbackLng: { es: [], en: [], default: [DEFAULT_LANGUAGE] },
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: startNamespaces(namespaces),
      // Another language, or a namespace the page did not carry, is fetched as usual.
      ...(carried ? { resources: { [carried.lng]: carried.resources }, partialBundledLanguages: true } : {}),
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json', reloadInterval: false },
      detection: {
        // ?lng= (a shared link, a search result) wins and is kept; the cookie lets the server prerender in the same
        // language, and carries a choice made in a prerendered page's header before the app had started.
        order: ['querystring', 'localStorage', 'cookie', 'browserPrimary'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupCookie: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage', 'cookie'],
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

const supported = (lng: string | undefined): Language =>
  lng && (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;

/**
 * The language the page opens in: i18n's once it has chosen, else the one it will choose (its detector and
 * its best match, as i18next's own changeLanguage does), for what starts loading before the translations.
 */
export function pageLanguage(): Language {
  let lng = i18n.resolvedLanguage ?? i18n.language;
  if (!lng && i18n.services?.languageDetector) {
    const detected = i18n.services.languageDetector.detect() as string | readonly string[] | undefined;
    lng = i18n.services.languageUtils.getBestMatchFromCodes(
      typeof detected === 'string' ? [detected] : [...(detected ?? [])],
    );
  }
  return supported(lng);
}

export function currentLanguage(): Language {
  return supported(i18n.resolvedLanguage);
}

/** The reader's language, re-rendering the component when it changes. */
export function useLanguage(): Language {
  return supported(useTranslation().i18n.resolvedLanguage);
}

export { i18n };
