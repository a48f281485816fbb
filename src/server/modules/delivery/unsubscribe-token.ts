import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeKind } from '#shared/contracts/notification-settings';

/** The signed token of a mail's unsubscribe link: the user and which mails it turns off. */
export function unsubscribeToken(secret: string, userId: string, kind: UnsubscribeKind) {
  const sig = createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
  return `${Buffer.from(userId).toString('base64url')}.${kind}.${sig}`;
}

/** The user and kind of an unsubscribe token, or null when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: UnsubscribeKind } | null {
  const [encodedId, kind, sig] = token.split('.');
  if (!encodedId || !sig || (kind !== 'chat' && kind !== 'digest')) return null;
  const userId = Buffer.from(encodedId, 'base64url').toString();
  const expected = Buffer.from(unsubscribeToken(secret, userId, kind).split('.')[2]!);
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null;
}
