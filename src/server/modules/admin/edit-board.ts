import type { AdminBoard, UpdateBoardInput } from '#shared/contracts/admin';
import { recordAudit } from '#server/lib/audit';
import type { AdminContext } from './admin-context.ts';
import { columns, shapeBoard } from './admin.rows.ts';
import { requireBoard } from './content-access.ts';

/** The audit action of a board change: archiving and restoring are named as such. */
const actionOf = (input: UpdateBoardInput, before: AdminBoard) =>
  input.archived === true && !before.archived
    ? 'board.archive'
    : input.archived === false && before.archived
      ? 'board.restore'
      : 'board.update';

/** Rename in three languages, change its kind, archive (hidden from the community, posts kept) or restore. */
export async function editBoard(
  { db }: Pick<AdminContext, 'db'>,
  actorId: string,
  slug: string,
  input: UpdateBoardInput,
): Promise<AdminBoard> {
  const before = shapeBoard(await requireBoard(db, slug));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('boards')
      .set({
        ...(input.name ? columns('name', input.name) : {}),
        ...(input.description ? columns('description', input.description) : {}),
        ...(input.kind ? { kind: input.kind } : {}),
        ...(input.archived !== undefined ? { archived: input.archived } : {}),
      })
      .where('slug', '=', slug)
      .execute();
    const changed = Object.keys(input) as (keyof UpdateBoardInput)[];
    await recordAudit(trx, {
      actorId,
      action: actionOf(input, before),
      targetType: 'board',
      targetId: slug,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: input,
    });
  });
  return shapeBoard(await requireBoard(db, slug));
}
