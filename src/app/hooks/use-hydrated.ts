import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is rendered at build time and while the browser hydrates that prerendered markup, true
 * from the render after (decision record 031). What the build could not know (live data, what this browser
 * supports) renders as the prerendered page had it until then, so hydration matches and nothing is rebuilt.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
