import type { Place } from '#shared/contracts/guide';
import type { ServerContext } from '#server/context';
import { photosOf } from '#server/modules/photos/photos.rows';
import { shapePlace } from './guide.rows.ts';

/** Every place, region by region, with its photos. */
export async function listPlaces(ctx: Pick<ServerContext, 'db'>): Promise<Place[]> {
  const rows = await ctx.db
    .selectFrom('places')
    .innerJoin('regions', 'regions.id', 'places.region_id')
    .selectAll('places')
    .orderBy('regions.position')
    .orderBy('places.position')
    .execute();
  const photos = await photosOf(
    ctx.db,
    'place',
    rows.map((r) => r.id),
  );
  return rows.map((r) => shapePlace(r, photos.get(r.id)));
}
