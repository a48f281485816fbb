import { useSearchParams } from 'react-router';

/**
 * Filters, page and the open detail live in the URL, so a view can be shared and survives a reload.
 * Filters replace the history entry; opening a detail (`push`) adds one, so Back closes it.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? '';
  const set = (changes: Record<string, string | number | undefined>, { push = false } = {}) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: !push },
    );
  /** The page number, 1 when absent or nonsense. */
  const page = Math.max(1, Number.parseInt(get('page'), 10) || 1);
  return { get, set, page };
}
