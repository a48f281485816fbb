import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '#app/lib/dates.ts';

export type CardOption = 'climateCard' | 'tmoney' | 'prepaid';

// Approximate prices in won (reviewed 2026-11-23); the article and the helper say "approx." with them.
export const PRICES = {
  ride: 1_550,
  tmoneyCard: 3_000,
  prepaidCard: 5_000,
  climateCard: 3_000,
  climatePasses: { 1: 5_000, 2: 8_000, 3: 10_000, 5: 15_000, 7: 20_000 } as Record<number, number>,
};

/** The cheapest set of Climate Card passes covering `days` days (a 10-day stay is a 7-day and a 3-day pass). */
export function cheapestPasses(days: number): number {
  const best = [0];
  for (let d = 1; d <= days; d++) {
    best[d] = Math.min(
      ...Object.entries(PRICES.climatePasses).map(([length, price]) => price + best[Math.max(0, d - Number(length))]!),
    );
  }
  return best[days]!;
}

export type CardInput = { days: number; ridesPerDay: number; seoulOnly: boolean; wantsPayment: boolean };

/** What each card would cost for the trip, and the one to suggest: the cheaper of pass and pay-per-ride, unless shops matter. */
export function compareCards(input: CardInput): { suggestion: CardOption; costs: Record<CardOption, number | null> } {
  const rides = input.days * input.ridesPerDay * PRICES.ride;
  const costs = {
    climateCard: input.seoulOnly ? PRICES.climateCard + cheapestPasses(input.days) : null,
    tmoney: PRICES.tmoneyCard + rides,
    prepaid: PRICES.prepaidCard + rides,
  };
  if (input.wantsPayment) return { suggestion: 'prepaid', costs };
  return {
    suggestion: costs.climateCard !== null && costs.climateCard < costs.tmoney ? 'climateCard' : 'tmoney',
    costs,
  };
}

const OPTIONS: CardOption[] = ['climateCard', 'tmoney', 'prepaid'];
const clamp = (value: string, max: number) => Math.min(max, Math.max(1, Math.round(Number(value)) || 1));

export function TransportCardHelper() {
  const { t, i18n } = useTranslation('guide');
  const id = useId();
  const [days, setDays] = useState(5);
  const [ridesPerDay, setRidesPerDay] = useState(4);
  const [seoulOnly, setSeoulOnly] = useState(true);
  const [usesAirportRail, setUsesAirportRail] = useState(true);
  const [wantsPayment, setWantsPayment] = useState(false);
  const { suggestion, costs } = compareCards({ days, ridesPerDay, seoulOnly, wantsPayment });
  const won = numberFormat(i18n.resolvedLanguage);

  return (
    <section aria-labelledby={`${id}-heading`} className="mb-8 rounded-2xl border border-sky-200 bg-sky-50 p-4">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {t('cards.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('cards.lead')}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-medium">
          {t('cards.days')}
          <input
            type="number"
            min={1}
            max={90}
            value={days}
            onChange={(e) => setDays(clamp(e.target.value, 90))}
            className="mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
          />
        </label>
        <label className="text-sm font-medium">
          {t('cards.rides')}
          <input
            type="number"
            min={1}
            max={20}
            value={ridesPerDay}
            onChange={(e) => setRidesPerDay(clamp(e.target.value, 20))}
            className="mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
          />
        </label>
        <fieldset className="text-sm">
          <legend className="font-medium">{t('cards.where')}</legend>
          <label className="mt-1 flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-where`}
              checked={seoulOnly}
              onChange={() => setSeoulOnly(true)}
              className="size-5 accent-brand-600"
            />
            {t('cards.seoulOnly')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-where`}
              checked={!seoulOnly}
              onChange={() => setSeoulOnly(false)}
              className="size-5 accent-brand-600"
            />
            {t('cards.otherCities')}
          </label>
        </fieldset>
        <div>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={usesAirportRail}
              onChange={(e) => setUsesAirportRail(e.target.checked)}
              className="size-5 accent-brand-600"
            />
            {t('cards.airportRail')}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={wantsPayment}
              onChange={(e) => setWantsPayment(e.target.checked)}
              className="size-5 accent-brand-600"
            />
            {t('cards.payment')}
          </label>
        </div>
      </div>
      <div aria-live="polite" className="mt-4 space-y-3">
        {OPTIONS.map((option) => {
          const cost = costs[option];
          return (
            <article
              key={option}
              className={`rounded-xl border p-3 ${option === suggestion ? 'border-brand-600 bg-white shadow-sm' : 'border-stone-200 bg-white/60'}`}
            >
              <h3 className="font-bold">
                {option === suggestion ? (
                  <span className="mr-2 rounded bg-brand-600 px-1.5 text-xs text-white">{t('cards.suggested')}</span>
                ) : null}
                {t(`cards.options.${option}.name`)}
              </h3>
              <p className="mt-1 text-sm font-semibold">
                {cost === null ? t('cards.seoulOnlyPass') : t('cards.estimate', { amount: won.format(cost) })}
              </p>
              <p className="mt-1 text-sm">{t(`cards.options.${option}.what`)}</p>
              <p className="mt-1 text-sm text-red-800">
                <span className="font-semibold">{t('cards.notCovered')}</span> {t(`cards.options.${option}.notCovered`)}
              </p>
            </article>
          );
        })}
        {usesAirportRail && suggestion === 'climateCard' ? (
          <p className="text-sm font-medium">{t('cards.airportNote')}</p>
        ) : null}
      </div>
    </section>
  );
}
