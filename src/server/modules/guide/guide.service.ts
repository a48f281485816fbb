import { createHash } from 'node:crypto';
import type {
  Favorites,
  OfflinePack,
  Phrase,
  PhrasesResponse,
  Place,
  RegionDetail,
  RegionsResponse,
  RegionSummary,
} from '#shared/contracts/guide';
import type { Db } from '#server/db/index';
import type { Selectable } from 'kysely';
import type { PlacesTable, RegionsTable } from '#server/db/schema';
import { toIso } from '#server/db/column-types';
import { notFound } from '#server/lib/errors';
import { offlinePackPhotos } from '#server/modules/photos/offline-pack-photos';
import { photosOf } from '#server/modules/photos/photos.rows';
import type { Photo } from '#shared/contracts/photos';

const pick = (row: Record<string, unknown>, field: string) => ({
  ko: String(row[`${field}_ko`]),
  es: String(row[`${field}_es`]),
  en: String(row[`${field}_en`]),
});

function shapeRegion(row: Selectable<RegionsTable>, placeCount: number, photos: Photo[] = []): RegionSummary {
  return { id: row.id, name: pick(row, 'name'), summary: pick(row, 'summary'), placeCount, photos };
}

function shapePlace(row: Selectable<PlacesTable>, photos: Photo[] = []): Place {
  return {
    id: row.id,
    regionId: row.region_id,
    name: pick(row, 'name'),
    nameKo: row.name_korean,
    addressKo: row.address_ko,
    lat: Number(row.lat),
    lng: Number(row.lng),
    what: pick(row, 'what'),
    why: pick(row, 'why'),
    howToGetThere: pick(row, 'how'),
    reviewed: toIso(row.updated_at).slice(0, 10),
    photos,
  };
}

export function createGuideService(db: Db) {
  return {
    async listPhrases(): Promise<PhrasesResponse> {
      const rows = await db
        .selectFrom('phrases')
        .select(['id', 'category', 'ko', 'romanization', 'en', 'es', 'updated_at'])
        .orderBy('position')
        .orderBy('id')
        .execute();
      const days = rows.map((r) => toIso(r.updated_at).slice(0, 10)).sort();
      return { phrases: rows.map(({ updated_at: _, ...phrase }) => phrase as Phrase), reviewed: days[0] ?? null };
    },

    async listRegions(): Promise<RegionsResponse> {
      const rows = await db
        .selectFrom('regions')
        .leftJoin('places', 'places.region_id', 'regions.id')
        .selectAll('regions')
        .select((eb) => eb.fn.count<number>('places.id').as('place_count'))
        .groupBy('regions.id')
        .orderBy('regions.position')
        .execute();
      const photos = await photosOf(
        db,
        'region',
        rows.map((r) => r.id),
      );
      return { regions: rows.map((r) => shapeRegion(r, Number(r.place_count), photos.get(r.id))) };
    },

    async listPlaces(): Promise<Place[]> {
      const rows = await db
        .selectFrom('places')
        .innerJoin('regions', 'regions.id', 'places.region_id')
        .selectAll('places')
        .orderBy('regions.position')
        .orderBy('places.position')
        .execute();
      const photos = await photosOf(
        db,
        'place',
        rows.map((r) => r.id),
      );
      return rows.map((r) => shapePlace(r, photos.get(r.id)));
    },

    async requireRegion(regionId: string): Promise<RegionDetail> {
      const region = await db.selectFrom('regions').selectAll().where('id', '=', regionId).executeTakeFirst();
      if (!region) throw notFound('Region');
      const places = await db
        .selectFrom('places')
        .selectAll()
        .where('region_id', '=', regionId)
        .orderBy('position')
        .execute();
      const [regionPhotos, placePhotos] = await Promise.all([
        photosOf(db, 'region', [regionId]),
        photosOf(
          db,
          'place',
          places.map((p) => p.id),
        ),
      ]);
      return {
        region: shapeRegion(region, places.length, regionPhotos.get(regionId)),
        places: places.map((p) => shapePlace(p, placePhotos.get(p.id))),
      };
    },

    /** The bodies of the content routes, measured as served, so a device can show the pack's size before downloading it. */
    async offlinePack(): Promise<OfflinePack> {
      const [phrases, regions, places, photos] = await Promise.all([
        this.listPhrases(),
        this.listRegions(),
        this.listPlaces(),
        offlinePackPhotos(db),
      ]);
      const bodies: [string, unknown][] = [
        ['/api/phrases', phrases],
        ['/api/regions', regions],
        ['/api/places', { places }],
        ...regions.regions.map((region): [string, unknown] => [
          `/api/regions/${encodeURIComponent(region.id)}`,
          { region, places: places.filter((p) => p.regionId === region.id) },
        ]),
      ];
      const hash = createHash('sha256');
      const files = bodies.map(([url, body]) => {
        const json = JSON.stringify(body);
        hash.update(json);
        return { url, bytes: Buffer.byteLength(json) };
      });
      for (const photo of photos) hash.update(photo.url);
      return { version: hash.digest('hex').slice(0, 16), files, photos };
    },

    async listFavorites(userId: string): Promise<Favorites> {
      const rows = await db
        .selectFrom('favorite_phrases')
        .innerJoin('phrases', 'phrases.id', 'favorite_phrases.phrase_id')
        .select('favorite_phrases.phrase_id')
        .where('favorite_phrases.user_id', '=', userId)
        .orderBy('favorite_phrases.created_at')
        .orderBy('phrases.position')
        .execute();
      return { phraseIds: rows.map((r) => r.phrase_id) };
    },

    /** Adds favourites (idempotent); unknown phrase ids are ignored, not an error, since content changes. */
    async addFavorites(userId: string, phraseIds: string[]): Promise<Favorites> {
      const unique = [...new Set(phraseIds)];
      if (unique.length > 0) {
        const known = await db.selectFrom('phrases').select('id').where('id', 'in', unique).execute();
        if (known.length > 0) {
          const now = new Date().toISOString();
          await db
            .insertInto('favorite_phrases')
            .values(known.map((p) => ({ user_id: userId, phrase_id: p.id, created_at: now })))
            .onConflict((oc) => oc.columns(['user_id', 'phrase_id']).doNothing())
            .execute();
        }
      }
      return this.listFavorites(userId);
    },

    async removeFavorite(userId: string, phraseId: string): Promise<Favorites> {
      await db.deleteFrom('favorite_phrases').where('user_id', '=', userId).where('phrase_id', '=', phraseId).execute();
      return this.listFavorites(userId);
    },
  };
}
