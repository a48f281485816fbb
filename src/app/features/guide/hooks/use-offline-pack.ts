import { useSyncExternalStore } from 'react';
import { getPackState, subscribePack } from '../offline-pack.ts';

export const useOfflinePack = () => useSyncExternalStore(subscribePack, getPackState);
