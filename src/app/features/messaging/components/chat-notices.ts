import type { TFunction } from 'i18next';
import { isPermanentBan } from '#shared/account-rules';
import type { ConversationDetail } from '#shared/contracts/messaging';
import { formatDateTime } from '#app/lib/dates.ts';

/** Why nobody can write in this conversation, if that is so. */
export function sendNotice(
  conversation: ConversationDetail,
  partnerName: string,
  t: TFunction<'message'>,
): string | null {
  if (conversation.partner.deactivated) return t('state.partnerGone');
  if (conversation.blockedByMe) return t('state.blockedByMe');
  if (conversation.blockedMe) return t('state.blockedMe');
  if (conversation.outgoingRequest === 'declined') return t('request.declinedByPartner', { name: partnerName });
  return null;
}

export function banText(
  t: (key: string, options?: Record<string, unknown>) => string,
  banUntil: string,
  language: string | undefined,
) {
  if (isPermanentBan(banUntil)) return t('state.bannedForever');
  return t('state.banned', {
    date: formatDateTime(banUntil, language),
  });
}
