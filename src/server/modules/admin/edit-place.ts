import type { AdminPlace, PlaceInput } from '#shared/contracts/admin';
import { recordAudit } from '#server/lib/audit';
import type { AdminContext } from './admin-context.ts';
import { placeColumns, shapePlace } from './admin.rows.ts';
import { requirePlace, requireRegion } from './content-access.ts';

/** Changes a place, or moves it to another region. */
export async function editPlace(
  { db }: Pick<AdminContext, 'db'>,
  actorId: string,
  id: string,
  input: PlaceInput,
): Promise<AdminPlace> {
  const before = await requirePlace(db, id);
  if (input.regionId !== before.region_id) await requireRegion(db, input.regionId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('places')
      .set({ ...placeColumns(input), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'place.update',
      targetType: 'place',
      targetId: id,
      before: shapePlace(before),
      after: input,
    });
  });
  return shapePlace(await requirePlace(db, id));
}
