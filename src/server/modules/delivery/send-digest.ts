import { isDeactivated } from '#shared/account-rules';
import { oneLine } from '#shared/contracts/text';
import type { Language } from '#shared/limits';
import { visibleNow } from '#server/modules/notifications/notifications.rows';
import type { DeliveryContext } from './delivery-context.ts';
import { settingsRow, targetPath, toSettings, truncate } from './delivery.rows.ts';
import { mailRecipient, sendNotificationMail, sendOrRelease, underDailyCap } from './notification-mail.ts';

const DAY_MINUTES = 24 * 60;
/** How long a digest waits after the last one. */
export const DIGEST_MINUTES = { daily: DAY_MINUTES, weekly: 7 * DAY_MINUTES } as const;
const DIGEST_ITEMS = 20;

/** The digest's lines: the newest unread notifications still visible, and whether there were more. */
async function digestLines(
  ctx: Pick<DeliveryContext, 'db' | 't' | 'publicUrl'>,
  userId: string,
  language: Language | null,
  since: string | null,
) {
  let query = ctx.db
    .selectFrom('notifications as n')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .leftJoin('posts as p', 'p.id', 'n.post_id')
    .leftJoin('comments as c', 'c.id', 'n.comment_id')
    .select([
      'n.id',
      'n.type',
      'n.post_id',
      'n.comment_id',
      'a.nickname as actor',
      'a.status as actorStatus',
      'p.title',
    ])
    .where('n.user_id', '=', userId)
    .where('n.read_at', 'is', null)
    // What the in-app list would show now: nothing hidden since, nothing across a block.
    .where(visibleNow);
  if (since) query = query.where('n.created_at', '>', since);
  const rows = await query
    .orderBy('n.id', 'desc')
    .limit(DIGEST_ITEMS + 1)
    .execute();
  const tt = ctx.t(language);
  return {
    more: rows.length > DIGEST_ITEMS,
    lines: rows.slice(0, DIGEST_ITEMS).map((n) => {
      const actor =
        !n.actor || (n.actorStatus !== null && isDeactivated(n.actorStatus)) ? tt('notify:unknownUser') : n.actor;
      const title = n.title ? truncate(oneLine(n.title), 60) : '';
      return `• ${tt(`notify:types.${n.type}`, { actor, title })}\n  ${ctx.publicUrl}${targetPath(n)}`;
    }),
  };
}

/** The digest job: a daily or weekly mail of unread community notifications, when one is due. */
export async function sendDigest(ctx: DeliveryContext, userId: string): Promise<void> {
  await ctx.claims.recover(userId, 'digest');
  const user = await mailRecipient(ctx, userId);
  const row = await settingsRow(ctx.db, userId);
  const settings = toSettings(row);
  if (!user || settings.digest === 'off') return;
  const last = row?.last_digest_at ?? null;
  if (last && Date.now() - new Date(last).getTime() < DIGEST_MINUTES[settings.digest] * ctx.minuteMs) return;
  const { lines, more } = await digestLines(ctx, userId, user.language, last);
  if (lines.length === 0) return;
  if (!(await underDailyCap(ctx, userId))) {
    ctx.log.info({ userId }, 'digest not sent: daily cap reached');
    return;
  }
  const claim = await ctx.claims.claim(userId, 'digest', row?.last_digest_at ?? null, new Date().toISOString());
  if (!claim) return;
  const tt = ctx.t(user.language);
  await sendOrRelease(claim, () =>
    sendNotificationMail(ctx, user, {
      kind: 'digest',
      subject: tt(`notify:mail.digest.subject.${settings.digest}`),
      lines: [tt('notify:mail.digest.body'), '', ...lines, ...(more ? ['', tt('notify:mail.digest.more')] : [])],
      link: `${ctx.publicUrl}/notifications`,
    }),
  );
}
