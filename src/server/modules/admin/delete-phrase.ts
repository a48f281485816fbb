import { recordAudit } from '#server/lib/audit';
import type { AdminContext } from './admin-context.ts';
import { requirePhrase } from './content-access.ts';

/** Deletes a phrase, and with it every user's favourite of it. */
export async function deletePhrase({ db }: Pick<AdminContext, 'db'>, actorId: string, id: string): Promise<void> {
  const before = await requirePhrase(db, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('favorite_phrases').where('phrase_id', '=', id).execute();
    await trx.deleteFrom('phrases').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'phrase.delete',
      targetType: 'phrase',
      targetId: id,
      before: { category: before.category, ko: before.ko, en: before.en, es: before.es },
      after: null,
    });
  });
}
