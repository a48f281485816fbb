import type { UnsubscribeKind } from '#shared/contracts/notification-settings';
import type { Language } from '#shared/limits';
import type { DeliveryContext } from './delivery-context.ts';
import { saveSettings } from './delivery.rows.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** What an unsubscribe link would turn off, in the user's language (null for an unknown user); null for a bad token. */
export async function readUnsubscribeLink(
  ctx: Pick<DeliveryContext, 'db' | 'secret'>,
  token: string,
): Promise<{ kind: UnsubscribeKind; language: Language | null } | null> {
  const target = readUnsubscribeToken(ctx.secret, token);
  if (!target) return null;
  const user = await ctx.db.selectFrom('users').select('language').where('id', '=', target.userId).executeTakeFirst();
  return { kind: target.kind, language: user?.language ?? null };
}

/** Applies an unsubscribe link; the user's language and what was turned off, or null for a bad token. */
export async function unsubscribe(
  ctx: Pick<DeliveryContext, 'db' | 'secret'>,
  token: string,
): Promise<{ kind: UnsubscribeKind; language: Language | null } | null> {
  const target = readUnsubscribeToken(ctx.secret, token);
  if (!target) return null;
  const user = await ctx.db.selectFrom('users').select(['language']).where('id', '=', target.userId).executeTakeFirst();
  if (!user) return null;
  await saveSettings(ctx.db, target.userId, target.kind === 'chat' ? { chat_mail: false } : { digest: 'off' });
  return { kind: target.kind, language: user.language };
}
