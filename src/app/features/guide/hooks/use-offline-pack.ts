import { useSyncExternalStore } from 'react';
import { getPackState, subscribePack } from '#app/features/guide/offline-pack.ts';

// A prerendered page (src/app/prerender.tsx) shows the state before anything is known: nothing saved.
export const useOfflinePack = () => useSyncExternalStore(subscribePack, getPackState, getPackState);
