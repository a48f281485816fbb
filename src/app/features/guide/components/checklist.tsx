import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checklistKey, readTicked, saveTicked } from '#app/features/guide/checklist-storage.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';

const NONE = new Set<number>();

/** Steps the reader ticks off as they go; kept on this device only (no account, works offline). */
export function Checklist({ topic, section, steps }: { topic: string; section: string; steps: string[] }) {
  const { t } = useTranslation('guide');
  const storageKey = checklistKey(topic, section);
  const [changed, setChanged] = useState<Set<number> | null>(null);
  // The prerendered page has no ticks; hydration shows it as it is, the ticks saved on this device right after.
  const hydrated = useHydrated();
  const ticked = changed ?? (hydrated ? readTicked(storageKey) : NONE);
  const save = (next: Set<number>) => {
    setChanged(next);
    saveTicked(storageKey, next);
  };
  const toggle = (i: number) => {
    const next = new Set(ticked);
    if (!next.delete(i)) next.add(i);
    save(next);
  };
  const done = steps.filter((_, i) => ticked.has(i)).length;
  return (
    <>
      <ol data-app-now={storageKey} className="mt-3 space-y-2">
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
      <div className="mt-2 flex items-center justify-between gap-3 text-sm text-stone-600">
        <p aria-live="polite">{t('checklist.progress', { done, total: steps.length })}</p>
        {done > 0 ? (
          <button
            type="button"
            onClick={() => save(new Set())}
            className="min-h-11 rounded-xl px-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('checklist.reset')}
          </button>
        ) : null}
      </div>
    </>
  );
}
