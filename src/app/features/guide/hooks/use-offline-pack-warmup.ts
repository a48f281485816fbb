import { useEffect } from 'react';

/**
 * The default: whatever page is opened first, the whole pack is saved for offline, and refreshed when the
 * content changed. The pack needs the service worker's precache, so its code is fetched once the worker
 * is ready, not with the page's first load.
 */
export function useOfflinePackWarmup() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const sync = () => {
      if (navigator.onLine)
        void import('#app/features/guide/offline-pack.ts').then((pack) => pack.syncOfflinePack('auto'));
    };
    void navigator.serviceWorker.ready.then(sync);
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, []);
}
