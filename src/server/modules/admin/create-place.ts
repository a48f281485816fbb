import type { AdminPlace, PlaceInput } from '#shared/contracts/admin';
import { recordAudit } from '#server/lib/audit';
import type { AdminContext } from './admin-context.ts';
import { placeColumns, shapePlace } from './admin.rows.ts';
import { newId } from './admin.rules.ts';
import { requireRegion } from './content-access.ts';

/** Adds a place at the end of its region. */
export async function createPlace(
  { db }: Pick<AdminContext, 'db'>,
  actorId: string,
  input: PlaceInput,
): Promise<AdminPlace> {
  await requireRegion(db, input.regionId);
  const id = newId(input.name.en);
  const row = await db.transaction().execute(async (trx) => {
    const { last } = await trx
      .selectFrom('places')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('region_id', '=', input.regionId)
      .executeTakeFirstOrThrow();
    const values = {
      id,
      ...placeColumns(input),
      position: (last ?? -1) + 1,
      updated_at: new Date().toISOString(),
    };
    await trx.insertInto('places').values(values).execute();
    await recordAudit(trx, {
      actorId,
      action: 'place.create',
      targetType: 'place',
      targetId: id,
      before: null,
      after: input,
    });
    return values;
  });
  return shapePlace(row);
}
