import { recordAudit } from '#server/lib/audit';
import type { AdminContext } from './admin-context.ts';
import { localized } from './admin.rows.ts';
import { requirePlace } from './content-access.ts';

export async function deletePlace({ db }: Pick<AdminContext, 'db'>, actorId: string, id: string): Promise<void> {
  const before = await requirePlace(db, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('places').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'place.delete',
      targetType: 'place',
      targetId: id,
      before: { name: localized(before, 'name'), regionId: before.region_id },
      after: null,
    });
  });
}
