import { useEffect, useSyncExternalStore } from 'react';
import { getPackState, subscribePack, syncOfflinePack } from '../offline-pack.ts';

export const useOfflinePack = () => useSyncExternalStore(subscribePack, getPackState);

/** The default: whatever page is opened first, the whole pack is saved for offline, and refreshed when the content changed. */
export function useOfflinePackWarmup() {
  useEffect(() => {
    const sync = () => {
      if (navigator.onLine) void syncOfflinePack('auto');
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, []);
}
