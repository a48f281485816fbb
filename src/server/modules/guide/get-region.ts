import type { RegionDetail } from '#shared/contracts/guide';
import type { ServerContext } from '#server/context';
import { notFound } from '#server/lib/errors';
import { photosOf } from '#server/modules/photos/photos.rows';
import { shapePlace, shapeRegion } from './guide.rows.ts';

/** One region with its places and their photos; 404 for an unknown one. */
export async function getRegion(ctx: Pick<ServerContext, 'db'>, regionId: string): Promise<RegionDetail> {
  const { db } = ctx;
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
}
