import { recordAudit } from '#server/lib/audit';
import { AppError } from '#server/lib/errors';
import type { AdminContext } from './admin-context.ts';
import { localized } from './admin.rows.ts';
import { requireRegion } from './content-access.ts';

/** Deletes an empty region: its places must be moved or deleted first. */
export async function deleteRegion({ db }: Pick<AdminContext, 'db'>, actorId: string, id: string): Promise<void> {
  const before = await requireRegion(db, id);
  const place = await db.selectFrom('places').select('id').where('region_id', '=', id).executeTakeFirst();
  if (place) throw new AppError('REGION_NOT_EMPTY', 'Move or delete its places first.');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('regions').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'region.delete',
      targetType: 'region',
      targetId: id,
      before: { name: localized(before, 'name') },
      after: null,
    });
  });
}
