import type { AdminPhrase } from '#shared/contracts/admin';
import type { AdminContext } from './admin-context.ts';
import { shapePhrase } from './admin.rows.ts';

/** Every phrase, in the order the guide shows them. */
export async function listPhrases({ db }: Pick<AdminContext, 'db'>): Promise<AdminPhrase[]> {
  const rows = await db.selectFrom('phrases').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map(shapePhrase);
}
