import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type CardOption = 'climateCard' | 'tmoney' | 'prepaid';

/** Seoul-only stays up to a week suit the tourist pass; anything else suits T-money; paying in shops too suits a prepaid travel card. */
export function suggestCard(input: { days: number; seoulOnly: boolean; wantsPayment: boolean }): CardOption {
  if (input.wantsPayment) return 'prepaid';
  if (input.seoulOnly && input.days <= 7) return 'climateCard';
  return 'tmoney';
}

const OPTIONS: CardOption[] = ['climateCard', 'tmoney', 'prepaid'];

export function TransportCardHelper() {
  const { t } = useTranslation('guide');
  const id = useId();
  const [days, setDays] = useState(5);
  const [seoulOnly, setSeoulOnly] = useState(true);
  const [usesAirportRail, setUsesAirportRail] = useState(true);
  const [wantsPayment, setWantsPayment] = useState(false);
  const suggestion = suggestCard({ days, seoulOnly, wantsPayment });

  return (
    <section aria-labelledby={`${id}-heading`} className="mb-8 rounded-2xl border border-sky-200 bg-sky-50 p-4">
      <h2 id={`${id}-heading`} className="text-lg font-bold">{t('cards.title')}</h2>
      <p className="mt-1 text-sm text-stone-700">{t('cards.lead')}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-medium">
          {t('cards.days')}
          <input
            type="number"
            min={1}
            max={90}
            value={days}
            onChange={(e) => setDays(Math.min(90, Math.max(1, Number(e.target.value) || 1)))}
            className="mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
          />
        </label>
        <fieldset className="text-sm">
          <legend className="font-medium">{t('cards.where')}</legend>
          <label className="mt-1 flex min-h-11 items-center gap-2">
            <input type="radio" name={`${id}-where`} checked={seoulOnly} onChange={() => setSeoulOnly(true)} className="size-5 accent-brand-600" />
            {t('cards.seoulOnly')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name={`${id}-where`} checked={!seoulOnly} onChange={() => setSeoulOnly(false)} className="size-5 accent-brand-600" />
            {t('cards.otherCities')}
          </label>
        </fieldset>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={usesAirportRail} onChange={(e) => setUsesAirportRail(e.target.checked)} className="size-5 accent-brand-600" />
          {t('cards.airportRail')}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={wantsPayment} onChange={(e) => setWantsPayment(e.target.checked)} className="size-5 accent-brand-600" />
          {t('cards.payment')}
        </label>
      </div>
      <div aria-live="polite" className="mt-4 space-y-3">
        {OPTIONS.map((option) => (
          <article
            key={option}
            className={`rounded-xl border p-3 ${option === suggestion ? 'border-brand-600 bg-white shadow-sm' : 'border-stone-200 bg-white/60'}`}
          >
            <h3 className="font-bold">
              {option === suggestion ? <span className="mr-2 rounded bg-brand-600 px-1.5 text-xs text-white">{t('cards.suggested')}</span> : null}
              {t(`cards.options.${option}.name`)}
            </h3>
            <p className="mt-1 text-sm">{t(`cards.options.${option}.what`)}</p>
            <p className="mt-1 text-sm text-red-800">
              <span className="font-semibold">{t('cards.notCovered')}</span> {t(`cards.options.${option}.notCovered`)}
            </p>
          </article>
        ))}
        {usesAirportRail && suggestion === 'climateCard' ? <p className="text-sm font-medium">{t('cards.airportNote')}</p> : null}
      </div>
    </section>
  );
}
