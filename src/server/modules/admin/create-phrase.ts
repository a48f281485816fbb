import type { AdminPhrase, PhraseInput } from '#shared/contracts/admin';
import { recordAudit } from '#server/lib/audit';
import type { AdminContext } from './admin-context.ts';
import { newId } from './admin.rules.ts';

/** Adds a phrase at the end of the list. */
export async function createPhrase(
  { db }: Pick<AdminContext, 'db'>,
  actorId: string,
  input: PhraseInput,
): Promise<AdminPhrase> {
  const id = newId(input.en);
  const phrase = await db.transaction().execute(async (trx) => {
    const { last } = await trx
      .selectFrom('phrases')
      .select((eb) => eb.fn.max('position').as('last'))
      .executeTakeFirstOrThrow();
    const row = { id, ...input, position: (last ?? -1) + 1, updated_at: new Date().toISOString() };
    await trx.insertInto('phrases').values(row).execute();
    await recordAudit(trx, {
      actorId,
      action: 'phrase.create',
      targetType: 'phrase',
      targetId: id,
      before: null,
      after: input,
    });
    return row;
  });
  return { ...input, id: phrase.id, position: phrase.position };
}
