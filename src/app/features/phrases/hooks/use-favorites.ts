import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { toast } from '#app/lib/toast.tsx';
import {
  useAccountFavorites,
  useMergeAccountFavorites,
  useSetAccountFavorite,
} from '#app/features/phrases/api/favorite-phrases.ts';

export const FAVORITES_STORAGE_KEY = 'hola-corea.favorite-phrases';

function readDevice(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Starred phrases: always kept on the device (so they work offline), and on the account when
 * signed in. On sign-in, what was starred on the device is merged into the account once.
 */
export function useFavorites(isSignedIn: boolean) {
  const { t } = useTranslation('phrases');
  const [changed, setChanged] = useState<string[] | null>(null);
  // The prerendered page has no stars; hydration shows it as it is, the stars saved on this device right after.
  const hydrated = useHydrated();
  const device = changed ?? (hydrated ? readDevice() : []);
  const account = useAccountFavorites(isSignedIn);
  const setAccountFavorite = useSetAccountFavorite();
  const merge = useMergeAccountFavorites();
  const hasMerged = useRef(false);

  const store = (ids: string[]) => {
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(ids));
    setChanged(ids);
  };

  useEffect(() => {
    if (!isSignedIn || hasMerged.current) return;
    hasMerged.current = true;
    const onDevice = readDevice();
    if (onDevice.length > 0) merge.mutate(onDevice);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per sign-in
  }, [isSignedIn]);

  useEffect(() => {
    if (account.data) store(account.data.phraseIds);
  }, [account.data]);

  const ids = new Set(isSignedIn && account.data ? account.data.phraseIds : device);

  const toggle = (phraseId: string) => {
    const starred = !ids.has(phraseId);
    store(starred ? [...ids, phraseId] : [...ids].filter((id) => id !== phraseId));
    if (isSignedIn) {
      setAccountFavorite.mutate({ phraseId, starred }, { onError: () => toast.error(t('favorites.saveError')) });
    }
  };

  return { ids, toggle };
}
