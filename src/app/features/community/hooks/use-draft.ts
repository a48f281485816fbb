import { useEffect, useState } from 'react';

const PREFIX = 'hola-corea.draft.';

function read<T extends object>(key: string): Partial<T> | null {
  try {
    const stored = localStorage.getItem(PREFIX + key);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : null;
  } catch {
    return null;
  }
}

/**
 * Form values kept on the device as they are typed, so a reload or a dropped connection loses nothing;
 * `clear` forgets them once the server has them. `isRestored` says the values came from a saved draft.
 */
export function useDraft<T extends Record<string, string>>(key: string, initial: T) {
  const [saved] = useState(() => read<T>(key));
  const [values, setValues] = useState<T>(() => ({ ...initial, ...saved }));
  const [isRestored, setRestored] = useState(() => saved !== null && Object.keys(initial).some((k) => saved[k] !== undefined && saved[k] !== initial[k]));
  const [isDirty, setDirty] = useState(false);

  useEffect(() => {
    if (!isDirty) return;
    try {
      localStorage.setItem(PREFIX + key, JSON.stringify(values));
    } catch {
      // A full or disabled storage only costs the draft, never the form.
    }
  }, [key, values, isDirty]);

  const set = (field: keyof T, value: string) => {
    setDirty(true);
    setValues((v) => ({ ...v, [field]: value }));
  };
  const clear = () => {
    setDirty(false);
    localStorage.removeItem(PREFIX + key);
  };
  const discard = () => {
    clear();
    setRestored(false);
    setValues(initial);
  };
  return { values, set, clear, discard, isRestored };
}
