import { z } from 'zod';
import { LocalizedSchema, PhraseCategorySchema } from '#shared/contracts/content';
import { PhotoSchema } from '#shared/contracts/photos';

export const PhraseSchema = z.object({
  id: z.string(),
  category: PhraseCategorySchema,
  ko: z.string(),
  romanization: z.string(),
  en: z.string(),
  es: z.string(),
});
export type Phrase = z.infer<typeof PhraseSchema>;
/** `reviewed`: the day the least recently reviewed phrase was last checked (seeded or edited). */
export const PhrasesResponseSchema = z.object({ phrases: z.array(PhraseSchema), reviewed: z.string().nullable() });
export type PhrasesResponse = z.infer<typeof PhrasesResponseSchema>;

export const RegionSummarySchema = z.object({
  id: z.string(),
  name: LocalizedSchema,
  summary: LocalizedSchema,
  placeCount: z.number().int(),
  /** Added by admins at /madre-moni (decision record 032). */
  photos: z.array(PhotoSchema),
});
export type RegionSummary = z.infer<typeof RegionSummarySchema>;
export const RegionsResponseSchema = z.object({ regions: z.array(RegionSummarySchema) });
export type RegionsResponse = z.infer<typeof RegionsResponseSchema>;

export const PlaceSchema = z.object({
  id: z.string(),
  regionId: z.string(),
  name: LocalizedSchema,
  nameKo: z.string(),
  addressKo: z.string(),
  lat: z.number(),
  lng: z.number(),
  what: LocalizedSchema,
  why: LocalizedSchema,
  howToGetThere: LocalizedSchema,
  /** The day ("2026-11-21") the place was last checked: seeded from content/, or edited by an admin. */
  reviewed: z.string(),
  /** Added by admins at /madre-moni (decision record 032). */
  photos: z.array(PhotoSchema),
});
export type Place = z.infer<typeof PlaceSchema>;
export const PlacesResponseSchema = z.object({ places: z.array(PlaceSchema) });
export type PlacesResponse = z.infer<typeof PlacesResponseSchema>;
export const RegionDetailSchema = z.object({ region: RegionSummarySchema, places: z.array(PlaceSchema) });
export type RegionDetail = z.infer<typeof RegionDetailSchema>;
/**
 * What a device downloads to read the guide offline: every content API response, its size, and a version
 * that changes with the content. `photos` are the places' and regions' photos (one screen-wide file each,
 * within OFFLINE_PACK_PHOTO_BYTES), counted in the size the traveller is told before downloading. `appBytes`: the
 * app's files the service worker precaches, as the build listed them (0 where the server has no built client).
 */
export const OfflinePackSchema = z.object({
  version: z.string(),
  appBytes: z.number().int(),
  files: z.array(z.object({ url: z.string(), bytes: z.number().int() })),
  photos: z.array(z.object({ url: z.string(), bytes: z.number().int() })),
});
export type OfflinePack = z.infer<typeof OfflinePackSchema>;
export const RegionParamsSchema = z.object({ regionId: z.string().min(1).max(64) });

export const FavoritesSchema = z.object({ phraseIds: z.array(z.string()) });
export type Favorites = z.infer<typeof FavoritesSchema>;
export const PhraseParamsSchema = z.object({ phraseId: z.string().min(1).max(100) });
/** Favourites starred on the device before signing in, merged into the account. */
export const MergeFavoritesInputSchema = z.object({ phraseIds: z.array(z.string().min(1).max(100)).max(1000) });
