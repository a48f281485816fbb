import { type ComponentType, lazy } from 'react';

const RELOAD_FLAG = 'hola-corea.chunk-reload';

/** React.lazy that retries a failed chunk once, then reloads once: after a deploy old chunk names are gone. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are whatever the page declares
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      const mod = await load().catch(() => load());
      sessionStorage.removeItem(RELOAD_FLAG);
      return mod;
    } catch (error) {
      if (!sessionStorage.getItem(RELOAD_FLAG)) {
        sessionStorage.setItem(RELOAD_FLAG, '1');
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
