import type { AdminRegion, RegionInput } from '#shared/contracts/admin';
import { recordAudit } from '#server/lib/audit';
import type { AdminContext } from './admin-context.ts';
import { columns, localized, shapePlace } from './admin.rows.ts';
import { requireRegion } from './content-access.ts';

/** Renames a region and changes its summary, in three languages. */
export async function editRegion(
  { db }: Pick<AdminContext, 'db'>,
  actorId: string,
  id: string,
  input: RegionInput,
): Promise<AdminRegion> {
  const before = await requireRegion(db, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('regions')
      .set({
        ...columns('name', input.name),
        ...columns('summary', input.summary),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'region.update',
      targetType: 'region',
      targetId: id,
      before: { name: localized(before, 'name'), summary: localized(before, 'summary') },
      after: input,
    });
  });
  const places = await db.selectFrom('places').selectAll().where('region_id', '=', id).orderBy('position').execute();
  return { id, ...input, position: before.position, places: places.map(shapePlace) };
}
