import { startTransition, useEffect, useRef } from 'react';

/** A "show more" button that also presses itself when scrolled near, so readers never wait at the end of the list. */
export function LoadMore({ label, onMore }: { label: string; onMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = ref.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    // In a transition: the next rows render in slices, never holding a tap or the page's start (blocking time).
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && startTransition(onMore),
      { rootMargin: '800px 0px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <button
      ref={ref}
      type="button"
      onClick={onMore}
      className="mt-4 min-h-11 w-full rounded-xl border border-stone-300 bg-white px-4 text-sm font-medium text-stone-700 hover:bg-stone-100"
    >
      {label}
    </button>
  );
}
