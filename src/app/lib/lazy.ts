const RELOAD_FLAG = 'hola-corea.chunk-reload';

/**
 * Loads a page's chunk for the router's `lazy`: retries a failed chunk once, then reloads the page once, since
 * after a deploy the old chunk names are gone. A third failure (offline, not cached) reaches the route's error
 * element.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    const mod = await load().catch(() => load());
    // No sessionStorage when the page is rendered at build time (src/app/prerender.tsx).
    globalThis.sessionStorage?.removeItem(RELOAD_FLAG);
    return mod;
  } catch (error) {
    if (!sessionStorage.getItem(RELOAD_FLAG)) {
      sessionStorage.setItem(RELOAD_FLAG, '1');
      window.location.reload();
      return new Promise<never>(() => {});
    }
    throw error;
  }
}
