import type { z } from 'zod';
import { shownNickname } from '#shared/account-rules';
import type { AuditList, AuditQuerySchema } from '#shared/contracts/admin';
import type { AdminContext } from './admin-context.ts';
import { auditColumns } from './admin.rows.ts';

const parse = (value: string | null) => (value === null ? null : (JSON.parse(value) as unknown));

/** One page of the audit trail, newest first, by action, target type and actor. */
export async function listAudit(
  { db }: Pick<AdminContext, 'db'>,
  query: z.infer<typeof AuditQuerySchema>,
): Promise<AuditList> {
  const { page, pageSize } = query;
  let list = db.selectFrom('audit_log');
  if (query.action) list = list.where('audit_log.action', '=', query.action);
  if (query.targetType) list = list.where('audit_log.target_type', '=', query.targetType);
  if (query.actorId) list = list.where('audit_log.actor_id', '=', query.actorId);
  const [{ total }, rows] = await Promise.all([
    list.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    list
      .leftJoin('users', 'users.id', 'audit_log.actor_id')
      .select(auditColumns)
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      actor: { id: r.actor_id, nickname: shownNickname({ nickname: r.nickname, deletedAt: r.deleted_at }) },
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: parse(r.before),
      after: parse(r.after),
      createdAt: r.created_at,
    })),
    total: total,
    page,
    pageSize,
  };
}
