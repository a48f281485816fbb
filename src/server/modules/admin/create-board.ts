import type { AdminBoard, CreateBoardInput } from '#shared/contracts/admin';
import { recordAudit } from '#server/lib/audit';
import { AppError } from '#server/lib/errors';
import type { AdminContext } from './admin-context.ts';
import { columns, shapeBoard } from './admin.rows.ts';
import { requireBoard } from './content-access.ts';

/** Adds a board at the end of the list, under an address no other board uses. */
export async function createBoard(
  { db }: Pick<AdminContext, 'db'>,
  actorId: string,
  input: CreateBoardInput,
): Promise<AdminBoard> {
  const taken = await db.selectFrom('boards').select('id').where('slug', '=', input.slug).executeTakeFirst();
  if (taken) throw new AppError('SLUG_TAKEN', 'Another board uses this address.', 'slug');
  await db.transaction().execute(async (trx) => {
    const { last } = await trx
      .selectFrom('boards')
      .select((eb) => eb.fn.max('position').as('last'))
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('boards')
      .values({
        slug: input.slug,
        kind: input.kind,
        ...columns('name', input.name),
        ...columns('description', input.description),
        position: (last ?? 0) + 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'board.create',
      targetType: 'board',
      targetId: input.slug,
      before: null,
      after: input,
    });
  });
  return shapeBoard(await requireBoard(db, input.slug));
}
