import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and numbers in the admin's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(lng);
    return {
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      number: (n: number) => number.format(n),
    };
  }, [lng]);
}
