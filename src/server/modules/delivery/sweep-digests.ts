import type { DeliveryContext } from './delivery-context.ts';
import { digestJob, digestSweepJob } from './digest.job.ts';
import { DIGEST_MINUTES } from './send-digest.ts';

/** Asks one instance (the queue picks it) to look for due digests. */
export const scheduleDigestSweep = (ctx: Pick<DeliveryContext, 'jobs'>) => ctx.jobs.enqueue(digestSweepJob, {});

/** The digest-sweep job: finds users with unread community notifications and a digest due, and gives each a digest job. */
export async function sweepDigests(ctx: Pick<DeliveryContext, 'db' | 'jobs' | 'minuteMs'>): Promise<void> {
  const rows = await ctx.db
    .selectFrom('users as u')
    .leftJoin('notification_settings as s', 's.user_id', 'u.id')
    .select(['u.id', 's.digest', 's.last_digest_at'])
    .where('u.status', '=', 'active')
    .where('u.email_verified', '=', true)
    .where((eb) => eb.or([eb('s.digest', 'is', null), eb('s.digest', '!=', 'off')]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('notifications as n')
          .select('n.id')
          .whereRef('n.user_id', '=', 'u.id')
          .where('n.read_at', 'is', null)
          .where((inner) =>
            inner.or([
              inner('s.last_digest_at', 'is', null),
              inner('n.created_at', '>', inner.ref('s.last_digest_at')),
            ]),
          ),
      ),
    )
    .execute();
  for (const row of rows) {
    const period = DIGEST_MINUTES[row.digest === 'weekly' ? 'weekly' : 'daily'] * ctx.minuteMs;
    if (row.last_digest_at && Date.now() - new Date(row.last_digest_at).getTime() < period) continue;
    await ctx.jobs.enqueue(digestJob, { userId: row.id });
  }
}
