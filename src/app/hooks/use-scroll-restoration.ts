import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top; Back and Forward return to where the reader was (the browser restores it).
 * A change of the query or the #anchor alone does not scroll.
 */
export function useScrollRestoration() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current !== pathname && navigationType !== 'POP') window.scrollTo(0, 0);
    shown.current = pathname;
  }, [pathname, navigationType]);
}
