import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  const viewport = window.visualViewport;
  viewport?.addEventListener('resize', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    viewport?.removeEventListener('resize', onChange);
    window.removeEventListener('resize', onChange);
  };
};
const read = () => Math.round(window.visualViewport?.height ?? window.innerHeight);
const none = () => 0;
const ignore = () => () => {};

/**
 * The height of what the user can see, in pixels: smaller while an on-screen keyboard is open, which
 * `100dvh` does not follow on every phone (iOS Safari shrinks only the visual viewport).
 */
export function useViewportHeight(enabled: boolean): number | null {
  // Read only where it is used: a prerendered page has no height (0), and a different reading right after
  // hydration would render the whole layout again in one long task, as would every resize.
  const height = useSyncExternalStore(enabled ? subscribe : ignore, enabled ? read : none, none);
  return height > 0 ? height : null;
}
