import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';

const RELOAD_FLAG = 'hola-corea.chunk-reload';

/**
 * React.lazy that retries a failed chunk once, then reloads once: after a deploy old chunk names are gone.
 * `preload()` starts the chunk early (main.tsx, for the page being opened); once it has arrived the page
 * renders at once, without suspending.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are whatever the page declares
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = () =>
    (loading ??= (async () => {
      try {
        const mod = await load().catch(() => load());
        // No sessionStorage when the page is rendered at build time (src/app/prerender.tsx).
        globalThis.sessionStorage?.removeItem(RELOAD_FLAG);
        loaded = mod.default;
        return mod;
      } catch (error) {
        if (!sessionStorage.getItem(RELOAD_FLAG)) {
          sessionStorage.setItem(RELOAD_FLAG, '1');
          window.location.reload();
          return new Promise<never>(() => {});
        }
        throw error;
      }
    })());
  const Lazy = lazy(start);
  const Page = (props: ComponentProps<T>) => {
    // Fixed per mount: switching from Lazy to the loaded component would remount the page.
    const [page] = useState(() => ({ component: (loaded ?? Lazy) as ComponentType<ComponentProps<T>> }));
    return createElement(page.component, props);
  };
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}
