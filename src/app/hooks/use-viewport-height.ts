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

/**
 * The height of what the user can see, in pixels: smaller while an on-screen keyboard is open, which
 * `100dvh` does not follow on every phone (iOS Safari shrinks only the visual viewport).
 */
export function useViewportHeight(enabled: boolean): number | null {
  const height = useSyncExternalStore(subscribe, read, () => 0);
  return enabled && height > 0 ? height : null;
}
