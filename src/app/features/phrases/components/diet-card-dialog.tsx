import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DietCardFile } from '#shared/contracts/content';
import dietCardJson from '../../../../../content/diet-card.json';
import { Button } from '#app/components/ui/button.tsx';
import { useWakeLock } from '#app/hooks/use-wake-lock.ts';
import { formatCalendarDate } from '#app/lib/dates.ts';
import { FullscreenDialog } from '#app/components/ui/fullscreen-dialog.tsx';
import { useLanguage } from '#app/lib/i18n.ts';

const dietCard: DietCardFile = dietCardJson;
const STORAGE_KEY = 'hola-corea.diet-card';

type Choice = { items: string[]; isAllergy: boolean };

function readChoice(): Choice {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Choice | null;
    return value && Array.isArray(value.items)
      ? { items: value.items, isAllergy: Boolean(value.isAllergy) }
      : { items: [], isAllergy: false };
  } catch {
    return { items: [], isAllergy: false };
  }
}

/** The traveller ticks what they cannot eat; the card says it in Korean, with the hidden ingredients to ask about. */
export function DietCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('phrases');
  const lng = useLanguage();
  const [choice, setChoice] = useState<Choice>(readChoice);
  const [isShowing, setIsShowing] = useState(false);
  useWakeLock(isShowing);

  const update = (next: Choice) => {
    setChoice(next);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  };
  const selected = dietCard.items.filter((item) => choice.items.includes(item.id));

  return (
    <FullscreenDialog label={t('diet.title')} onClose={onClose}>
      <div className="mx-auto flex min-h-full max-w-xl flex-col gap-5 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-bold">{t('diet.title')}</h2>
          <Button variant="secondary" onClick={isShowing ? () => setIsShowing(false) : onClose}>
            {isShowing ? t('diet.edit') : t('card.close')}
          </Button>
        </div>
        {isShowing ? (
          <div lang="ko" className="space-y-4">
            <p className="text-sm font-semibold text-stone-500">{dietCard.headingKo}</p>
            <p className="text-xl leading-relaxed">{dietCard.introKo}</p>
            <ul className="space-y-2">
              {selected.map((item) => (
                <li key={item.id} className="rounded-xl bg-red-50 px-4 py-3 text-2xl font-bold text-red-800">
                  {item.ko}
                </li>
              ))}
            </ul>
            {choice.isAllergy ? (
              <p className="rounded-xl bg-red-700 px-4 py-3 text-lg font-bold text-white">{dietCard.allergyKo}</p>
            ) : null}
            <section>
              <h3 className="font-semibold">{dietCard.hiddenHeadingKo}</h3>
              <ul className="mt-2 space-y-2">
                {selected.map((item) => (
                  <li key={item.id} className="text-lg">
                    {item.hiddenKo}
                    <span lang={lng} className="block text-sm text-stone-500">
                      {item.hidden[lng]}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        ) : (
          <>
            <p className="text-stone-600">{t('diet.lead')}</p>
            <fieldset className="space-y-2">
              <legend className="font-semibold">{t('diet.question')}</legend>
              {dietCard.items.map((item) => (
                <label
                  key={item.id}
                  className="flex min-h-11 items-center gap-3 rounded-xl border border-stone-200 px-3"
                >
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={choice.items.includes(item.id)}
                    onChange={(e) =>
                      update({
                        ...choice,
                        items: e.target.checked
                          ? [...choice.items, item.id]
                          : choice.items.filter((id) => id !== item.id),
                      })
                    }
                  />
                  {item.label[lng]}
                </label>
              ))}
            </fieldset>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={choice.isAllergy}
                onChange={(e) => update({ ...choice, isAllergy: e.target.checked })}
              />
              {t('diet.allergy')}
            </label>
            <Button onClick={() => setIsShowing(true)} disabled={selected.length === 0}>
              {t('diet.show')}
            </Button>
            <p className="text-xs text-stone-500">
              {t('diet.reviewed', { date: formatCalendarDate(dietCard.reviewed, lng) })}
            </p>
          </>
        )}
      </div>
    </FullscreenDialog>
  );
}
