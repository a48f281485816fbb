import type { UnsubscribeKind } from '#shared/contracts/notification-settings';
import type { Language } from '#shared/limits';
import type { DeliveryContext } from './delivery-context.ts';
import type { Claim } from './mail-claim.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** What the chat mail and the digest share: who may get one, the daily cap, the mail itself. */

export type MailRecipient = { id: string; email: string; nickname: string; language: Language | null };

/** Who may get a notification mail: active, verified, not deleted. */
export async function mailRecipient(ctx: Pick<DeliveryContext, 'db'>, userId: string) {
  return ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'nickname', 'language'])
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .where('email_verified', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function underDailyCap(ctx: Pick<DeliveryContext, 'db' | 'dailyCap'>, userId: string) {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  const row = await ctx.db
    .selectFrom('notification_mails')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('sent_at', '>', since)
    .executeTakeFirst();
  return (row?.n ?? 0) < ctx.dailyCap;
}

/** Sends under the claim: marks it sent, or gives it back when the mail failed. */
export async function sendOrRelease(claim: Claim, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    await claim.release();
    throw error;
  }
  await claim.sent();
}

/** One notification mail, with its unsubscribe link and headers, counted for the daily cap. */
export async function sendNotificationMail(
  ctx: Pick<DeliveryContext, 'db' | 'mailer' | 't' | 'publicUrl' | 'secret'>,
  user: MailRecipient,
  mail: { kind: UnsubscribeKind; subject: string; lines: string[]; link: string },
) {
  const { kind, subject, lines, link } = mail;
  const tt = ctx.t(user.language);
  const unsubscribeUrl = `${ctx.publicUrl}/unsubscribe?token=${unsubscribeToken(ctx.secret, user.id, kind)}`;
  const text = [
    tt('notify:mail.greeting', { nickname: user.nickname }),
    '',
    ...lines,
    '',
    link,
    '',
    '—',
    tt(`notify:mail.${kind}.why`),
    tt('notify:mail.settings', { url: `${ctx.publicUrl}/mypage#notifications` }),
    tt('notify:mail.unsubscribe', { url: unsubscribeUrl }),
  ].join('\n');
  await ctx.mailer.send({
    to: user.email,
    subject,
    text,
    link,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  await ctx.db
    .insertInto('notification_mails')
    .values({ user_id: user.id, kind, sent_at: new Date().toISOString() })
    .execute();
}
