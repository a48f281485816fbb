import { useSyncExternalStore } from 'react';
import { getPackState, subscribePack } from '#app/features/guide/offline-pack.ts';

export const useOfflinePack = () => useSyncExternalStore(subscribePack, getPackState);
