import { useState } from 'react';

const key = (topic: string, section: string) => `hola-corea.checklist.${topic}.${section}`;

function readTicked(storageKey: string): number[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(saved) ? saved.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** Steps the reader ticks off as they go; kept on this device only (no account, works offline). */
export function Checklist({ topic, section, steps }: { topic: string; section: string; steps: string[] }) {
  const storageKey = key(topic, section);
  const [ticked, setTicked] = useState(() => new Set(readTicked(storageKey)));
  const toggle = (i: number) => {
    const next = new Set(ticked);
    if (!next.delete(i)) next.add(i);
    setTicked(next);
    try {
      localStorage.setItem(storageKey, JSON.stringify([...next]));
    } catch {
      // Private mode or full storage: the ticks last until the page closes.
    }
  };
  return (
    <ol className="mt-3 space-y-2">
      {steps.map((step, i) => (
        <li key={i}>
          <label className="flex cursor-pointer gap-3 rounded-xl border border-stone-200 bg-white p-3 leading-relaxed text-stone-700">
            <input
              type="checkbox"
              checked={ticked.has(i)}
              onChange={() => toggle(i)}
              className="mt-1 size-5 shrink-0 accent-brand-600"
            />
            <span className={ticked.has(i) ? 'text-stone-500 line-through' : undefined}>{step}</span>
          </label>
        </li>
      ))}
    </ol>
  );
}
