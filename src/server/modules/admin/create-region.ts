import type { AdminRegion, RegionInput } from '#shared/contracts/admin';
import { recordAudit } from '#server/lib/audit';
import type { AdminContext } from './admin-context.ts';
import { columns } from './admin.rows.ts';
import { newId } from './admin.rules.ts';

/** Adds a region, without places, at the end of the list. */
export async function createRegion(
  { db }: Pick<AdminContext, 'db'>,
  actorId: string,
  input: RegionInput,
): Promise<AdminRegion> {
  const id = newId(input.name.en);
  const position = await db.transaction().execute(async (trx) => {
    const { last } = await trx
      .selectFrom('regions')
      .select((eb) => eb.fn.max('position').as('last'))
      .executeTakeFirstOrThrow();
    const next = (last ?? -1) + 1;
    await trx
      .insertInto('regions')
      .values({
        id,
        ...columns('name', input.name),
        ...columns('summary', input.summary),
        position: next,
        updated_at: new Date().toISOString(),
      })
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'region.create',
      targetType: 'region',
      targetId: id,
      before: null,
      after: input,
    });
    return next;
  });
  return { id, ...input, position, places: [] };
}
