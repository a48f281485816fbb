import type { Db } from '#server/db/index';

type Entry = {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
};

/** Every admin action leaves who, what, target, when and before → after; written in the action's own transaction. */
export async function recordAudit(db: Pick<Db, 'insertInto'>, entry: Entry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: new Date().toISOString(),
    })
    .execute();
}
