import type { RegionsResponse } from '#shared/contracts/guide';
import type { ServerContext } from '#server/context';
import { photosOf } from '#server/modules/photos/photos.rows';
import { shapeRegion } from './guide.rows.ts';

/** Every region with its number of places and its photos. */
export async function listRegions(ctx: Pick<ServerContext, 'db'>): Promise<RegionsResponse> {
  const rows = await ctx.db
    .selectFrom('regions')
    .leftJoin('places', 'places.region_id', 'regions.id')
    .selectAll('regions')
    .select((eb) => eb.fn.count<number>('places.id').as('place_count'))
    .groupBy('regions.id')
    .orderBy('regions.position')
    .execute();
  const photos = await photosOf(
    ctx.db,
    'region',
    rows.map((r) => r.id),
  );
  return { regions: rows.map((r) => shapeRegion(r, r.place_count, photos.get(r.id))) };
}
