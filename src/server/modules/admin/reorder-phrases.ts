import type { z } from 'zod';
import type { PhraseCategorySchema } from '#shared/contracts/content';
import { recordAudit } from '#server/lib/audit';
import { AppError } from '#server/lib/errors';
import type { AdminContext } from './admin-context.ts';
import { isSameItemsOnce } from './admin.rules.ts';

/** The category's phrases take the category's existing positions in the new order, so other categories stay put. */
export async function reorderPhrases(
  { db }: Pick<AdminContext, 'db'>,
  actorId: string,
  input: { category: z.infer<typeof PhraseCategorySchema>; ids: string[] },
): Promise<void> {
  const { category, ids } = input;
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('phrases')
      .select(['id', 'position'])
      .where('category', '=', category)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const current = rows.map((r) => r.id);
    if (!isSameItemsOnce(ids, current))
      throw new AppError('BAD_REQUEST', 'List every phrase of the category exactly once.', 'ids');
    const positions = rows.map((r) => r.position);
    for (const [i, id] of ids.entries()) {
      await trx.updateTable('phrases').set({ position: positions[i]! }).where('id', '=', id).execute();
    }
    await recordAudit(trx, {
      actorId,
      action: 'phrase.reorder',
      targetType: 'phrase',
      targetId: category,
      before: current,
      after: ids,
    });
  });
}
