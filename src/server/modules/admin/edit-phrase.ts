import type { AdminPhrase, PhraseInput } from '#shared/contracts/admin';
import { recordAudit } from '#server/lib/audit';
import type { AdminContext } from './admin-context.ts';
import { requirePhrase } from './content-access.ts';

/** Changes a phrase's category, text and translations; its place in the list stays. */
export async function editPhrase(
  { db }: Pick<AdminContext, 'db'>,
  actorId: string,
  id: string,
  input: PhraseInput,
): Promise<AdminPhrase> {
  const before = await requirePhrase(db, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('phrases')
      .set({ ...input, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const { category, ko, romanization, en, es } = before;
    await recordAudit(trx, {
      actorId,
      action: 'phrase.update',
      targetType: 'phrase',
      targetId: id,
      before: { category, ko, romanization, en, es },
      after: input,
    });
  });
  return { ...input, id, position: before.position };
}
