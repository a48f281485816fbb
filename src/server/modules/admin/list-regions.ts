import type { AdminRegion } from '#shared/contracts/admin';
import type { AdminContext } from './admin-context.ts';
import { localized, shapePlace } from './admin.rows.ts';

/** Every region with its places, in the guide's order. */
export async function listRegions({ db }: Pick<AdminContext, 'db'>): Promise<AdminRegion[]> {
  const [regions, places] = await Promise.all([
    db.selectFrom('regions').selectAll().orderBy('position').execute(),
    db.selectFrom('places').selectAll().orderBy('position').execute(),
  ]);
  return regions.map((r) => ({
    id: r.id,
    name: localized(r, 'name'),
    summary: localized(r, 'summary'),
    position: r.position,
    places: places.filter((p) => p.region_id === r.id).map(shapePlace),
  }));
}
