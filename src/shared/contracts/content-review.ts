import { z } from 'zod';

export const REVIEW_KINDS = [
  'guide',
  'app',
  'apps',
  'diet-card',
  'emergency-box',
  'glossary',
  'phrase',
  'place',
] as const;

/** A changeable item and when it falls due for another check (12 months after its last review). */
export const ReviewItemSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.string(),
  title: z.string(),
  reviewed: z.string(),
  dueOn: z.string(),
  overdue: z.boolean(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;
export const ReviewListSchema = z.object({ items: z.array(ReviewItemSchema), tracked: z.number().int() });
export type ReviewList = z.infer<typeof ReviewListSchema>;
