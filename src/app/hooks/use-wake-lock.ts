import { useEffect } from 'react';

/** Keeps the screen on while `active`, where the Wake Lock API exists; re-acquired when the tab returns. */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let isCancelled = false;
    const request = () =>
      navigator.wakeLock
        .request('screen')
        .then((s) => {
          if (isCancelled) void s.release();
          else sentinel = s;
        })
        .catch(() => undefined); // denied (battery saver, no user gesture): the card still works
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') void request();
    };
    void request();
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      isCancelled = true;
      document.removeEventListener('visibilitychange', handleVisibility);
      void sentinel?.release();
    };
  }, [active]);
}
