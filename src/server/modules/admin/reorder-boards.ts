import { recordAudit } from '#server/lib/audit';
import { AppError } from '#server/lib/errors';
import type { AdminContext } from './admin-context.ts';
import { isSameItemsOnce } from './admin.rules.ts';

/** Puts every board in the order given. */
export async function reorderBoards({ db }: Pick<AdminContext, 'db'>, actorId: string, slugs: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('boards').select('slug').orderBy('position').orderBy('id').execute();
    const current = rows.map((r) => r.slug);
    if (!isSameItemsOnce(slugs, current)) throw new AppError('BAD_REQUEST', 'List every board exactly once.', 'slugs');
    for (const [i, slug] of slugs.entries())
      await trx
        .updateTable('boards')
        .set({ position: i + 1 })
        .where('slug', '=', slug)
        .execute();
    await recordAudit(trx, {
      actorId,
      action: 'board.reorder',
      targetType: 'board',
      targetId: '*',
      before: current,
      after: slugs,
    });
  });
}
