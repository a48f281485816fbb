import { describe, expect, it } from 'vitest';
import { suggestCard } from './transport-card-helper.tsx';

describe('transport card suggestion', () => {
  it.each([
    [{ days: 5, seoulOnly: true, wantsPayment: false }, 'climateCard'],
    [{ days: 7, seoulOnly: true, wantsPayment: false }, 'climateCard'],
    [{ days: 10, seoulOnly: true, wantsPayment: false }, 'tmoney'],
    [{ days: 3, seoulOnly: false, wantsPayment: false }, 'tmoney'],
    [{ days: 3, seoulOnly: true, wantsPayment: true }, 'prepaid'],
  ])('%o → %s', (input, expected) => {
    expect(suggestCard(input)).toBe(expected);
  });
});
