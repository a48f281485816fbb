import type { Insertable } from 'kysely';
import type { NotificationData } from '#shared/contracts/notifications';
import type { Db } from '#server/db/index';
import type { NotificationsTable } from '#server/db/schema';
import type { EventPublisher } from '#server/context';
import type { Work } from '#server/lib/transaction';
import { visibleNow, withTargets } from './notifications.rows.ts';

type Executor = Pick<Db, 'selectFrom'>;

/** What writing a notification and telling its recipient needs. */
export type NotifyDeps = {
  db: Db;
  bus: EventPublisher;
  log?: { warn: (obj: object, msg: string) => void };
  /** Rows just committed (their pushes, decision record 020); must not throw or wait. */
  onCreated?: (rows: { id: number; userId: string }[]) => void;
};

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await withTargets(db)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('n.user_id', '=', userId)
    .where('n.read_at', 'is', null)
    .where(visibleNow)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function publishUnread({ db, bus, log }: NotifyDeps, userIds: Iterable<string>) {
  for (const userId of new Set(userIds)) {
    try {
      await bus.publish([userId], { type: 'notifications.unread', count: await unreadCount(db, userId) });
    } catch (error) {
      // The count is a live hint: the client reads it again on its next page or reconnect.
      log?.warn({ err: error }, 'notifications: could not send the unread count');
    }
  }
}

/** Each recipient's unread count goes out on their live stream once the action has committed. */
export function announce(deps: NotifyDeps, work: Work, userIds: string[]) {
  if (userIds.length > 0) work.afterCommit(() => publishUnread(deps, userIds));
}

async function isBlocked(executor: Executor, a: string, b: string) {
  const row = await executor
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return Boolean(row);
}

export async function isActive(executor: Executor, userId: string) {
  const row = await executor.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
  return row?.status === 'active';
}

/** Whether `recipient` should hear about something `actor` did: never their own act, nothing across a block. */
export async function mayNotify(executor: Executor, recipient: string, actor: string | null) {
  if (recipient === actor) return false;
  if (!(await isActive(executor, recipient))) return false;
  return actor === null || !(await isBlocked(executor, recipient, actor));
}

/** Writes the rows in the action's transaction; their pushes start once it has committed. */
export async function insertNotifications(
  { onCreated }: NotifyDeps,
  work: Work,
  rows: Insertable<NotificationsTable>[],
) {
  if (rows.length === 0) return;
  const created = await work.trx.insertInto('notifications').values(rows).returning(['id', 'user_id']).execute();
  if (onCreated) work.afterCommit(async () => onCreated(created.map((row) => ({ id: row.id, userId: row.user_id }))));
}

export const dataOf = (data: NotificationData) => JSON.stringify(data);
