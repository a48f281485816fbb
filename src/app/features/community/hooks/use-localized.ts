import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '#shared/contracts/community';

/** Picks a board's name or description in the reader's language (Korean is the fallback). */
export function useLocalized() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  return (text: LocalizedText) => (lng === 'es' ? text.es : lng === 'en' ? text.en : text.ko);
}
