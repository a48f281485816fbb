import { type OfflinePack } from '#shared/contracts/guide';
import { CONTENT_CACHE, PHOTO_CACHE } from '#shared/offline';
import { api } from '#app/lib/api-client.ts';

/**
 * The offline pack (docs/decisions/014): the app files the service worker precaches (pages, articles, apps,
 * translations in ko/es/en) and the content data the server lists at /api/offline-pack, put by the page
 * into the cache the service worker answers those requests from. One download at a time, shared by the
 * automatic warm-up and the "download for offline" button.
 */
export type PackState =
  | { status: 'idle' | 'checking' }
  | { status: 'available'; total: number }
  | { status: 'downloading'; loaded: number; total: number }
  | { status: 'ready'; total: number }
  | { status: 'error'; isOffline: boolean };

type Saved = { version: string; total: number };
const STORAGE_KEY = 'hola-corea.offline-pack';

function readSaved(): Saved | null {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Saved | null;
  } catch {
    return null;
  }
}

// Offline, what was saved is all there is to know: start from it.
const initial = readSaved();
let state: PackState = initial ? { status: 'ready', total: initial.total } : { status: 'idle' };
let running: Promise<void> | null = null;
const listeners = new Set<() => void>();

const set = (next: PackState) => {
  state = next;
  for (const listener of listeners) listener();
};
export const getPackState = () => state;
export const subscribePack = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const isPackSupported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';

async function isComplete(pack: OfflinePack, saved: Saved | null): Promise<boolean> {
  if (saved?.version !== pack.version) return false;
  const [cache, photos] = await Promise.all([caches.open(CONTENT_CACHE), caches.open(PHOTO_CACHE)]);
  const found = await Promise.all([
    ...pack.files.map((f) => cache.match(f.url, { ignoreVary: true })),
    ...pack.photos.map((f) => photos.match(f.url, { ignoreVary: true })),
  ]);
  return found.every(Boolean);
}

/** 'auto': the default warm-up, which waits for a tap when the browser asks to save data; 'force': download even if saved. */
export type SyncMode = 'auto' | 'download' | 'force';

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

async function run(mode: SyncMode) {
  // A saved pack stays on screen while the app checks for a newer one.
  if (state.status !== 'ready' || mode !== 'auto') set({ status: 'checking' });
  try {
    // The app files first: the service worker has them once it is ready.
    await navigator.serviceWorker.ready;
    const pack = await api('GET /api/offline-pack');
    // The app's files, which the service worker has precached, and the places' photos (decision record 032) count
    // in the size told before downloading.
    const total = pack.appBytes + [...pack.files, ...pack.photos].reduce((sum, f) => sum + f.bytes, 0);
    const saved = readSaved();
    if (mode !== 'force' && (await isComplete(pack, saved))) {
      set({ status: 'ready', total });
      return;
    }
    if (mode === 'auto' && savesData()) {
      set({ status: 'available', total });
      return;
    }
    const [cache, photoCache] = await Promise.all([caches.open(CONTENT_CACHE), caches.open(PHOTO_CACHE)]);
    let loaded = pack.appBytes;
    set({ status: 'downloading', loaded, total });
    for (const [file, into] of [
      ...pack.files.map((f) => [f, cache] as const),
      ...pack.photos.map((f) => [f, photoCache] as const),
    ]) {
      const res = await fetch(file.url, { cache: 'no-store' });
      if (!res.ok) throw new Error(`${file.url}: ${res.status}`);
      await into.put(file.url, res);
      loaded += file.bytes;
      set({ status: 'downloading', loaded, total });
    }
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: pack.version, total } satisfies Saved));
    set({ status: 'ready', total });
  } catch {
    set({ status: 'error', isOffline: !navigator.onLine });
  }
}

/** Brings the pack up to date; concurrent calls share one run. */
export function syncOfflinePack(mode: SyncMode): Promise<void> {
  if (!isPackSupported()) return Promise.resolve();
  running ??= run(mode).finally(() => {
    running = null;
  });
  return running;
}
