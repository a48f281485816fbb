import { describe, expect, it } from 'vitest';
import { cheapestPasses, compareCards, PRICES } from './transport-card-helper.tsx';

const trip = (days: number, ridesPerDay: number, seoulOnly = true, wantsPayment = false) => ({
  days,
  ridesPerDay,
  seoulOnly,
  wantsPayment,
});

describe('transport card helper', () => {
  it('suggests T-money for a one-day stay with few rides, where it is cheaper than the pass', () => {
    const { suggestion, costs } = compareCards(trip(1, 2));
    expect(suggestion).toBe('tmoney');
    expect(costs.tmoney).toBe(PRICES.tmoneyCard + 2 * PRICES.ride);
    expect(costs.climateCard).toBeGreaterThan(costs.tmoney!);
  });

  it('suggests the pass when the rides cost more than it', () => {
    expect(compareCards(trip(1, 4)).suggestion).toBe('climateCard');
    expect(compareCards(trip(5, 4)).suggestion).toBe('climateCard');
    expect(compareCards(trip(5, 1)).suggestion).toBe('tmoney');
  });

  it('never suggests the Seoul pass for trips outside Seoul', () => {
    const { suggestion, costs } = compareCards(trip(3, 8, false));
    expect(suggestion).toBe('tmoney');
    expect(costs.climateCard).toBeNull();
  });

  it('suggests a prepaid travel card when the traveller wants to pay in shops too', () => {
    expect(compareCards(trip(3, 4, true, true)).suggestion).toBe('prepaid');
  });

  it('covers long stays with the cheapest set of passes', () => {
    expect(cheapestPasses(1)).toBe(5_000);
    expect(cheapestPasses(4)).toBe(15_000);
    expect(cheapestPasses(7)).toBe(20_000);
    expect(cheapestPasses(10)).toBe(30_000);
    expect(cheapestPasses(14)).toBe(40_000);
  });
});
