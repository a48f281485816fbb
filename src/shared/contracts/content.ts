import { z } from 'zod';
import { visibleText } from './text.ts';
import { GUIDE_TOPIC_IDS, type GuideTopicId } from '#shared/guide-topics';
import { PHRASE_CATEGORIES } from '#shared/phrase-categories';

/** Text in the three languages, each at most `max` characters; none may be empty. */
export const localized = (max: number) =>
  z.object({ ko: visibleText(max), es: visibleText(max), en: visibleText(max) });
export const LocalizedSchema = localized(2000);
export type Localized = z.infer<typeof LocalizedSchema>;

const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const HangulSchema = visibleText(500).regex(/[\uac00-\ud7a3]/, 'must contain Hangul');
const HttpsUrlSchema = z.url({ protocol: /^https$/ });

export { PHRASE_CATEGORIES };
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

export { GUIDE_TOPIC_IDS, type GuideTopicId };

/** The picture beside each guide topic and section: one per kind of information. */
export const GUIDE_ICONS = [
  'passport',
  'phone',
  'train',
  'bus',
  'taxi',
  'plane',
  'card',
  'cash',
  'food',
  'bed',
  'weather',
  'calendar',
  'people',
  'shield',
  'siren',
  'health',
  'map',
  'luggage',
  'wheelchair',
  'info',
  'route',
  'temple',
  'book',
  'clock',
  'checklist',
] as const;
export const GuideIconSchema = z.enum(GUIDE_ICONS);
export type GuideIcon = z.infer<typeof GuideIconSchema>;

/** A stop on an itinerary's map; it is reached from the stop before, or from `from` (a day trip from a base). */
export const RouteStopSchema = z.object({
  name: localized(40),
  lat: z.number().min(33).max(38.7),
  lng: z.number().min(124.5).max(131),
  from: z.number().int().min(0).optional(),
  /** Drawn dashed: there and back in a day. */
  dayTrip: z.boolean().optional(),
});
export type RouteStop = z.infer<typeof RouteStopSchema>;
export const RouteSchema = z
  .object({ label: localized(200), stops: z.array(RouteStopSchema).min(2).max(8) })
  .refine((r) => r.stops.every((s, i) => s.from === undefined || s.from < i), 'a stop is reached from an earlier one');
export type Route = z.infer<typeof RouteSchema>;

/** The same list in each language: a table's header row, or one of its rows. */
const localizedCells = (max: number) =>
  z
    .object({
      ko: z.array(visibleText(max)).min(2).max(5),
      es: z.array(visibleText(max)).min(2).max(5),
      en: z.array(visibleText(max)).min(2).max(5),
    })
    .refine((c) => c.ko.length === c.es.length && c.es.length === c.en.length, 'as many cells in every language');

/** Fares and passes at a glance: a small table under a section's text, its numbers from that text. */
export const GuideTableSchema = z
  .object({ caption: localized(200), head: localizedCells(60), rows: z.array(localizedCells(120)).min(2).max(10) })
  .refine((t) => t.rows.every((r) => r.en.length === t.head.en.length), 'every row as wide as the header');
export type GuideTable = z.infer<typeof GuideTableSchema>;

export const GuideTopicFileSchema = z.object({
  topic: z.enum(GUIDE_TOPIC_IDS),
  reviewed: DateSchema,
  title: LocalizedSchema,
  intro: LocalizedSchema,
  /** What to know before reading on: 3–5 short facts in each language, numbers in **bold**. */
  keyFacts: z
    .object({
      ko: z.array(visibleText(200)).min(3).max(5),
      es: z.array(visibleText(200)).min(3).max(5),
      en: z.array(visibleText(200)).min(3).max(5),
    })
    .refine((f) => f.ko.length === f.es.length && f.es.length === f.en.length, 'as many facts in every language'),
  sections: z
    .array(
      z.object({
        id: SlugSchema,
        icon: GuideIconSchema,
        title: LocalizedSchema,
        body: z.object({
          ko: z.array(z.string().trim().min(1)).min(1),
          es: z.array(z.string().trim().min(1)).min(1),
          en: z.array(z.string().trim().min(1)).min(1),
        }),
        /** An itinerary drawn on the map of Korea above the text. */
        route: RouteSchema.optional(),
        /** The paragraphs are steps the reader ticks off (kept on the device). */
        checklist: z.boolean().optional(),
        /** Fares or passes as a table under the text. */
        table: GuideTableSchema.optional(),
      }),
    )
    .min(4),
});

export const APP_CATEGORIES = [
  'maps',
  'messaging',
  'internet',
  'taxi',
  'translation',
  'transport',
  'delivery',
  'restaurants',
  'payment',
  'rail',
  'tourism',
] as const;
export const AppContentSchema = z.object({
  id: SlugSchema,
  name: z.string().trim().min(1),
  reviewed: DateSchema,
  category: z.enum(APP_CATEGORIES),
  description: LocalizedSchema,
  languages: z.object({ en: z.boolean(), es: z.boolean() }),
  needsKoreanPhone: z.boolean(),
  notes: LocalizedSchema,
  ios: HttpsUrlSchema.optional(),
  android: HttpsUrlSchema.optional(),
  web: HttpsUrlSchema.optional(),
  /** The app's own Spanish site, shown to Spanish readers instead of `web`. */
  webEs: HttpsUrlSchema.optional(),
});
export const AppsFileSchema = z.object({ reviewed: DateSchema, apps: z.array(AppContentSchema).min(10) });

export const DietCardFileSchema = z.object({
  reviewed: DateSchema,
  headingKo: HangulSchema,
  introKo: HangulSchema,
  allergyKo: HangulSchema,
  hiddenHeadingKo: HangulSchema,
  items: z
    .array(
      z.object({
        id: SlugSchema,
        label: LocalizedSchema,
        ko: HangulSchema,
        hiddenKo: HangulSchema,
        hidden: LocalizedSchema,
      }),
    )
    .min(9),
});
export type DietCardFile = z.infer<typeof DietCardFileSchema>;

/** The home page's emergency box: the numbers it lists and when their hours and charges were checked. */
export const EmergencyBoxFileSchema = z.object({
  reviewed: DateSchema,
  numbers: z
    .array(
      z.object({ number: z.string().regex(/^\d{3,4}$/), key: z.enum(['police', 'fire', 'travel', 'immigration']) }),
    )
    .min(4),
});
export type EmergencyBoxFile = z.infer<typeof EmergencyBoxFileSchema>;

/** One word per concept for Spanish read in Spain and Latin America: `use` it, never the `avoid` words. */
export const GlossaryFileSchema = z.object({
  reviewed: DateSchema,
  terms: z
    .array(
      z.object({
        concept: z.string().trim().min(1),
        use: z.string().trim().min(1),
        avoid: z.array(z.string().trim().min(1)).min(1),
        /** Phrases where an avoided word means something else ("pago móvil", "billete de banco"). */
        allow: z.array(z.string().trim().min(1)).default([]),
      }),
    )
    .min(5),
});
export type GlossaryFile = z.infer<typeof GlossaryFileSchema>;
