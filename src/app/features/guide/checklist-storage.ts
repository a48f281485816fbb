// A checklist's ticks, kept in localStorage under one key per topic section: no account, works offline.
export const checklistKey = (topic: string, section: string) => `hola-corea.checklist.${topic}.${section}`;

/** The ticked steps saved under `key`; anything unreadable counts as none. */
export function readTicked(key: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage) {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return new Set(Array.isArray(saved) ? saved.filter((n): n is number => Number.isInteger(n) && n >= 0) : []);
  } catch {
    return new Set<number>();
  }
}

/** Saves the ticks; an empty set removes the key. */
export function saveTicked(
  key: string,
  ticked: Set<number>,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
) {
  try {
    if (ticked.size === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify([...ticked].sort((a, b) => a - b)));
  } catch {
    // Private mode or full storage: the ticks last until the page closes.
  }
}
