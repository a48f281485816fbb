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

const pick = (row: Record<string, unknown>, field: string) => ({
  ko: String(row[`${field}_ko`]),
  es: String(row[`${field}_es`]),
  en: String(row[`${field}_en`]),
});

function shapeRegion(row: Selectable<RegionsTable>, placeCount: number): RegionSummary {
  return { id: row.id, name: pick(row, 'name'), summary: pick(row, 'summary'), placeCount };
}

function shapePlace(row: Selectable<PlacesTable>): Place {
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
      return { regions: rows.map((r) => shapeRegion(r, Number(r.place_count))) };
    },

    async listPlaces(): Promise<Place[]> {
      const rows = await db
        .selectFrom('places')
        .innerJoin('regions', 'regions.id', 'places.region_id')
        .selectAll('places')
        .orderBy('regions.position')
        .orderBy('places.position')
        .execute();
      return rows.map(shapePlace);
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
      return { region: shapeRegion(region, places.length), places: places.map(shapePlace) };
    },

    /** The bodies of the content routes, measured as served, so a device can show the pack's size before downloading it. */
    async offlinePack(): Promise<OfflinePack> {
      const [phrases, regions, places] = await Promise.all([this.listPhrases(), this.listRegions(), this.listPlaces()]);
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
      return { version: hash.digest('hex').slice(0, 16), files };
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
