// Apart from the zod contracts, so the public phrase page does not load zod (decision record 018).
export const PHRASE_CATEGORIES = [
  'greetings',
  'transport',
  'taxi',
  'food',
  'shopping',
  'accommodation',
  'directions',
  'emergency',
  'numbers',
  'social',
] as const;
