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

function forget(key: string) {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage the browser refuses holds no draft to forget.
  }
}

/**
 * Form values kept on the device as they are typed (a post, a comment, a chat message), so a reload or a
 * dropped connection loses nothing; values back at their start are no draft and leave storage. `clear`
 * forgets them once the server has them. `isRestored` says the values came from a saved draft.
 */
export function useDraft<T extends Record<string, string>>(key: string, initial: T) {
  const [start] = useState(initial);
  const [saved] = useState(() => read<T>(key));
  const [values, setValues] = useState<T>(() => ({ ...initial, ...saved }));
  const [isRestored, setRestored] = useState(
    () => saved !== null && Object.keys(initial).some((k) => saved[k] !== undefined && saved[k] !== initial[k]),
  );
  const [isDirty, setDirty] = useState(false);

  useEffect(() => {
    if (!isDirty) return;
    if (Object.keys(start).every((k) => values[k] === start[k])) {
      forget(key);
      return;
    }
    try {
      localStorage.setItem(PREFIX + key, JSON.stringify(values));
    } catch {
      // A full or disabled storage only costs the draft, never the form.
    }
  }, [key, values, isDirty, start]);

  const set = (field: keyof T, value: string | ((current: string) => string)) => {
    setDirty(true);
    setValues((v) => ({ ...v, [field]: typeof value === 'function' ? value(v[field]!) : value }));
  };
  const clear = () => {
    setDirty(false);
    forget(key);
  };
  const discard = () => {
    clear();
    setRestored(false);
    setValues(start);
  };
  return { values, set, clear, discard, isRestored };
}
