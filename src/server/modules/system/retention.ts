import type { Db } from '#server/db/index';

/** The retention periods the privacy policy promises. */
export const RETENTION = {
  /** Handled reports and the admin audit log: one year, for appeals and repeated abuse. */
  moderationDays: 365,
  /** A revoked session's token is only checked while the session could still be valid (30 days at most). */
  revokedSessionDays: 30,
  /**
   * A push subscription the push service called ended gets no more pushes at once, and is kept this long
   * before it goes, so that the devices an account shows do not change the moment an endpoint answers
   * (decision record 029).
   */
  goneSubscriptionDays: 30,
};

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

export type RetentionResult = Record<
  | 'auditLog'
  | 'messageReports'
  | 'contentReports'
  | 'sessions'
  | 'verifications'
  | 'revokedSessions'
  | 'goneSubscriptions',
  number
>;

/**
 * Deletes what the privacy policy says is no longer kept. Open reports stay until a moderator handles them;
 * a report counts on its user (total_message_reports) whether or not its row is kept.
 */
export async function runRetention(db: Db, now = new Date()): Promise<RetentionResult> {
  const yearAgo = daysBefore(now, RETENTION.moderationDays);
  const nowIso = now.toISOString();
  const count = (result: { numDeletedRows: bigint }[]) => Number(result.reduce((n, r) => n + r.numDeletedRows, 0n));
  return db.transaction().execute(async (trx) => ({
    auditLog: count(await trx.deleteFrom('audit_log').where('created_at', '<', yearAgo).execute()),
    messageReports: count(
      await trx.deleteFrom('message_reports').where('state', '!=', 'open').where('created_at', '<', yearAgo).execute(),
    ),
    contentReports: count(
      await trx.deleteFrom('content_reports').where('state', '!=', 'open').where('created_at', '<', yearAgo).execute(),
    ),
    sessions: count(await trx.deleteFrom('sessions').where('expires_at', '<', nowIso).execute()),
    verifications: count(await trx.deleteFrom('verifications').where('expires_at', '<', nowIso).execute()),
    revokedSessions: count(
      await trx
        .deleteFrom('revoked_sessions')
        .where('revoked_at', '<', daysBefore(now, RETENTION.revokedSessionDays))
        .execute(),
    ),
    goneSubscriptions: count(
      await trx
        .deleteFrom('push_subscriptions')
        .where('gone_at', '<', daysBefore(now, RETENTION.goneSubscriptionDays))
        .execute(),
    ),
  }));
}

/** Runs `job` now and then every `everyMs`, never two at once; the returned function stops it. */
export function scheduleRetention(
  job: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = job()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
