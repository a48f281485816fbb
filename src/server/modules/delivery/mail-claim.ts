import type { Db } from '#server/db/index';

export type MailKind = 'chat' | 'digest';
const MARK = { chat: 'last_chat_mail_at', digest: 'last_digest_at' } as const;
/** A timestamp column's value (ISO text on both engines). */
type Mark = string;
const mark = (kind: MailKind, value: Mark | null) =>
  kind === 'chat' ? { last_chat_mail_at: value } : { last_digest_at: value };

/** Another run is sending this mail now (its claim has not expired): the job runs again later. */
export class MailBeingSent extends Error {}

export type Claim = { sent: () => Promise<void>; release: () => Promise<void> };

/** Puts back the mark of a claim whose run died; throws MailBeingSent while a live one holds it. */
async function recoverClaim(db: Db, userId: string, kind: MailKind): Promise<void> {
  const claim = await db
    .selectFrom('mail_claims')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!claim) return;
  if (new Date(claim.expires_at).getTime() > Date.now()) {
    throw new MailBeingSent(`a ${kind} mail to ${userId} is being sent`);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('notification_settings')
      .set(mark(kind, claim.previous_mark))
      .where('user_id', '=', userId)
      .where(MARK[kind], '=', claim.mark)
      .execute();
    await trx
      .deleteFrom('mail_claims')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('mark', '=', claim.mark)
      .execute();
  });
}

/** Moves the mark and writes the claim in one transaction; false when another run moved the mark first. */
async function moveMark(db: Db, leaseMs: number, userId: string, kind: MailKind, previous: Mark | null, next: string) {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('notification_settings')
      .values({ user_id: userId, updated_at: next })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const moved = await trx
      .updateTable('notification_settings')
      .set(mark(kind, next))
      .where('user_id', '=', userId)
      .where(MARK[kind], previous === null ? 'is' : '=', previous)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const claim = { previous_mark: previous, mark: next, expires_at: new Date(Date.now() + leaseMs).toISOString() };
    await trx
      .insertInto('mail_claims')
      .values({ user_id: userId, kind, ...claim })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(claim))
      .execute();
    return true;
  });
}

/**
 * Who sends a user's chat mail or digest (decision record 030). Moving the "last mailed" mark first
 * makes one of two runs for the same mail win; the claim beside it remembers the mark it moved from
 * until the mail has gone. A run killed mid-send leaves a claim that expires after `leaseMs` (the job
 * queue's lease): the job's next run puts the mark back and sends again, so the mail is not lost.
 */
export function createMailClaims(db: Db, leaseMs: number) {
  return {
    recover: (userId: string, kind: MailKind) => recoverClaim(db, userId, kind),

    /**
     * Moves the mark from what the run read to `next`, only if no other run moved it meanwhile; null
     * when another did. `sent` ends the claim; `release` puts the mark back (the send failed).
     */
    async claim(userId: string, kind: MailKind, previous: Mark | null, next: string): Promise<Claim | null> {
      if (!(await moveMark(db, leaseMs, userId, kind, previous, next))) return null;
      const end = (trx: Db) =>
        trx.deleteFrom('mail_claims').where('user_id', '=', userId).where('kind', '=', kind).where('mark', '=', next);
      return {
        sent: async () => {
          await end(db).execute();
        },
        release: async () => {
          await db.transaction().execute(async (trx) => {
            await trx
              .updateTable('notification_settings')
              .set(mark(kind, previous))
              .where('user_id', '=', userId)
              .where(MARK[kind], '=', next)
              .execute();
            await end(trx).execute();
          });
        },
      };
    },
  };
}
export type MailClaims = ReturnType<typeof createMailClaims>;
