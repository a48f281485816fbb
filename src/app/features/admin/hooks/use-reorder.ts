import { useEffect, useRef, useState } from 'react';

export type Direction = 'up' | 'down';

/** The ids with the one at `index` swapped with its neighbour. */
export function moved<T>(items: T[], index: number, direction: Direction): T[] {
  const other = direction === 'up' ? index - 1 : index + 1;
  const next = [...items];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/**
 * Keeps the keyboard where it was after moving an item up or down: the same button on the moved item,
 * or its other button once it reached an end. Moving a focused node in the DOM drops its focus, so it
 * is put back when the list changes; `message` is for a polite live region.
 */
export function useReorderFocus(list: unknown) {
  const pending = useRef<{ id: string; direction: Direction } | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const find = (direction: Direction) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${target.id}:${direction}`)}"]`);
    const same = find(target.direction);
    (same && !same.disabled ? same : find(target.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [list]);

  const afterMove = (id: string, direction: Direction, announcement: string) => {
    pending.current = { id, direction };
    setMessage(announcement);
  };
  return { afterMove, message };
}
