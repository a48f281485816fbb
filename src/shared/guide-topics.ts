// The guide's topics, one article each in content/guide/<id>.json, in the guide's order. The contracts
// (content.ts) validate against this list and the app's routes are made from it.
export const GUIDE_TOPIC_IDS = [
  'plan',
  'budget',
  'entry',
  'arrival',
  'connectivity',
  'traffic',
  'payment',
  'food',
  'accommodation',
  'seasons',
  'holidays',
  'culture',
  'experiences',
  'health',
  'safety',
  'emergency',
  'longer-stays',
] as const;
export type GuideTopicId = (typeof GUIDE_TOPIC_IDS)[number];
