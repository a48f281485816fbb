import type { AdminBoard } from '#shared/contracts/admin';
import type { AdminContext } from './admin-context.ts';
import { shapeBoard } from './admin.rows.ts';

/** Every board, archived ones included, in the community's order. */
export async function listBoards({ db }: Pick<AdminContext, 'db'>): Promise<AdminBoard[]> {
  const rows = await db.selectFrom('boards').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map(shapeBoard);
}
