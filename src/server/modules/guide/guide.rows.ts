import type { Selectable } from 'kysely';
import type { Place, RegionSummary } from '#shared/contracts/guide';
import type { Photo } from '#shared/contracts/photos';
import type { PlacesTable, RegionsTable } from '#server/db/schema';

/** Row → contract shaping of the guide's regions and places (decision record 028). */

const pick = (row: Record<string, unknown>, field: string) => ({
  ko: String(row[`${field}_ko`]),
  es: String(row[`${field}_es`]),
  en: String(row[`${field}_en`]),
});

export function shapeRegion(row: Selectable<RegionsTable>, placeCount: number, photos: Photo[] = []): RegionSummary {
  return { id: row.id, name: pick(row, 'name'), summary: pick(row, 'summary'), placeCount, photos };
}

export function shapePlace(row: Selectable<PlacesTable>, photos: Photo[] = []): Place {
  return {
    id: row.id,
    regionId: row.region_id,
    name: pick(row, 'name'),
    nameKo: row.name_korean,
    addressKo: row.address_ko,
    lat: row.lat,
    lng: row.lng,
    what: pick(row, 'what'),
    why: pick(row, 'why'),
    howToGetThere: pick(row, 'how'),
    reviewed: row.updated_at.slice(0, 10),
    photos,
  };
}
