import { z } from 'zod';
import { visibleText } from './text.ts';

/** Text in the three languages, each at most `max` characters; none may be empty. */
export const localized = (max: number) => z.object({ ko: visibleText(max), es: visibleText(max), en: visibleText(max) });
export const LocalizedSchema = localized(2000);
export type Localized = z.infer<typeof LocalizedSchema>;

const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const HangulSchema = visibleText(500).regex(/[\uac00-\ud7a3]/, 'must contain Hangul');
const HttpsUrlSchema = z.url({ protocol: /^https$/ });

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
export const PhraseCategorySchema = z.enum(PHRASE_CATEGORIES);

export const PhraseContentSchema = z.object({
  id: SlugSchema,
  category: PhraseCategorySchema,
  ko: HangulSchema,
  romanization: visibleText(500),
  en: visibleText(500),
  es: visibleText(500),
});
export const PhrasesFileSchema = z.object({ reviewed: DateSchema, phrases: z.array(PhraseContentSchema).min(150) });

export const PlaceContentSchema = z.object({
  id: SlugSchema,
  name: localized(100),
  nameKo: HangulSchema,
  addressKo: HangulSchema,
  lat: z.number().min(33).max(38.7),
  lng: z.number().min(124.5).max(131),
  what: LocalizedSchema,
  why: LocalizedSchema,
  howToGetThere: LocalizedSchema,
});
export const RegionContentSchema = z.object({
  id: SlugSchema,
  name: localized(100),
  summary: localized(1000),
  places: z.array(PlaceContentSchema).min(5),
});
export const PlacesFileSchema = z.object({ reviewed: DateSchema, regions: z.array(RegionContentSchema).min(8) });

export const GUIDE_TOPIC_IDS = ['traffic', 'payment', 'food', 'accommodation', 'emergency', 'culture'] as const;
export const GuideTopicFileSchema = z.object({
  topic: z.enum(GUIDE_TOPIC_IDS),
  reviewed: DateSchema,
  title: LocalizedSchema,
  intro: LocalizedSchema,
  sections: z
    .array(
      z.object({
        id: SlugSchema,
        title: LocalizedSchema,
        body: z.object({
          ko: z.array(z.string().trim().min(1)).min(1),
          es: z.array(z.string().trim().min(1)).min(1),
          en: z.array(z.string().trim().min(1)).min(1),
        }),
      }),
    )
    .min(4),
});

export const APP_CATEGORIES = ['maps', 'taxi', 'translation', 'transport', 'delivery', 'payment', 'rail', 'tourism'] as const;
export const AppContentSchema = z.object({
  id: SlugSchema,
  name: z.string().trim().min(1),
  category: z.enum(APP_CATEGORIES),
  description: LocalizedSchema,
  languages: z.object({ en: z.boolean(), es: z.boolean() }),
  needsKoreanPhone: z.boolean(),
  notes: LocalizedSchema,
  ios: HttpsUrlSchema.optional(),
  android: HttpsUrlSchema.optional(),
  web: HttpsUrlSchema.optional(),
});
export const AppsFileSchema = z.object({ reviewed: DateSchema, apps: z.array(AppContentSchema).min(10) });

export const DietCardFileSchema = z.object({
  reviewed: DateSchema,
  headingKo: HangulSchema,
  introKo: HangulSchema,
  allergyKo: HangulSchema,
  hiddenHeadingKo: HangulSchema,
  items: z
    .array(z.object({ id: SlugSchema, label: LocalizedSchema, ko: HangulSchema, hiddenKo: HangulSchema, hidden: LocalizedSchema }))
    .min(9),
});
export type DietCardFile = z.infer<typeof DietCardFileSchema>;
