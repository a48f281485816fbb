import { randomBytes } from 'node:crypto';
import { banEndFor } from '#shared/account-rules';
import type { BanInput, ReportAction, ReportKind } from '#shared/contracts/admin';
import type { Db } from '#server/db/index';
import { AppError, notFound } from '#server/lib/errors';

/** When a ban given as a preset duration or as a date ends. */
export const banEnd = (input: BanInput, now = Date.now()): string =>
  'until' in input ? new Date(input.until).toISOString() : banEndFor(input.duration, now);

/** Refuses to remove the last active admin (by demotion or deactivation). */
export async function requireAnotherAdmin(db: Pick<Db, 'selectFrom' | 'updateTable'>, userId: string) {
  // NOTE: a no-op update locks every admin row first, so two admins removing each other at once wait
  // for one another and the second sees the first's change.
  await db
    .updateTable('users')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('role', '=', 'admin')
    .execute();
  const others = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .where('id', '!=', userId)
    .executeTakeFirstOrThrow();
  if (others.n === 0) throw new AppError('LAST_ADMIN', 'This is the last admin.');
}

/** "Gyeongbokgung Palace" → "gyeongbokgung-palace-3f9a": readable in URLs, unique without asking. */
export const newId = (english: string) =>
  `${
    english
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'item'
  }-${randomBytes(2).toString('hex')}`;

/** A new order must name every current item exactly once. */
export const isSameItemsOnce = (order: string[], current: string[]) =>
  order.length === current.length && new Set(order).size === order.length && order.every((id) => current.includes(id));

/** What a moderator may do about a report of each kind. */
export const ACTIONS_BY_KIND: Record<ReportKind, ReportAction[]> = {
  message: ['dismiss', 'delete', 'ban', 'deactivate'],
  post: ['dismiss', 'delete', 'hide', 'ban', 'deactivate'],
  comment: ['dismiss', 'delete', 'hide', 'ban', 'deactivate'],
  user: ['dismiss', 'ban', 'deactivate'],
};

export const reportClosed = () => new AppError('REPORT_CLOSED', 'This report was already handled.');

export type ReportKey = { table: 'message'; messageId: number; reporterId: string } | { table: 'content'; id: number };

/** Report ids: "message:<messageId>:<reporterId>" (message reports are keyed by both) or "content:<id>". */
export function parseReportId(id: string): ReportKey {
  const [table, first, ...rest] = id.split(':');
  if (table === 'message' && Number.isInteger(Number(first)) && rest.length > 0)
    return { table, messageId: Number(first), reporterId: rest.join(':') };
  if (table === 'content' && Number.isInteger(Number(first)) && rest.length === 0) return { table, id: Number(first) };
  throw notFound('Report');
}
