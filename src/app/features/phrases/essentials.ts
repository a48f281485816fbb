/**
 * The phrases a traveller needs on the first day, in the order they are needed: the phrase page opens on them.
 * Ids of content/phrases.json (tests/unit/content.test.ts checks they exist); one an admin deletes is left out.
 */
export const ESSENTIAL_PHRASE_IDS = [
  'hello',
  'thank-you',
  'sorry',
  'excuse-me-attention',
  'yes',
  'no',
  'i-dont-understand',
  'how-much-is-this',
  'do-you-take-cards',
  'english-menu',
  'not-spicy',
  'water-please',
  'the-bill',
  'where-toilet',
  'where-subway-station',
  'taxi-to-this-address',
  'where-pharmacy',
  'im-lost',
  'help',
  'call-police',
  'call-ambulance',
] as const;
