import { isBanActive, isDeactivated } from '#shared/account-rules';
import type { MessagePrivacy, RequestState } from '#shared/contracts/message-requests';
import { AppError, deactivated, notFound } from '#server/lib/errors';
import type { ChatStateRow } from './messaging.rows.ts';

/** What the chat shows of one side of a conversation: nothing once accepted. */
export const pendingSide = (state: RequestState) =>
  state === 'request' ? ('pending' as const) : state === 'declined' ? ('declined' as const) : null;

export const notAccepting = () =>
  new AppError('NOT_ACCEPTING_MESSAGES', 'This user does not accept messages from people they have not talked to.');

export const partnerDeactivated = () =>
  new AppError('PARTNER_DEACTIVATED', "This user's account is no longer available.");

/** The request rules of a send, after the standing and block checks; null when it may go out. */
export function requestRefusal(state: {
  my_state: RequestState;
  partner_state: RequestState;
  partner_privacy: MessagePrivacy;
}): AppError | null {
  if (state.my_state !== 'accepted')
    return new AppError('REQUEST_PENDING', 'Accept this message request before replying.');
  if (state.partner_state === 'declined')
    return new AppError('REQUEST_DECLINED', 'This user did not accept your message request.');
  // The user closed their messages to new people after this request was opened.
  if (state.partner_state === 'request' && state.partner_privacy !== 'everyone') return notAccepting();
  return null;
}

/**
 * Why this send may not go out, in the order the client expects the reasons; null when it may. `state` is
 * the sender's chat state read in the send's transaction (null: not a member).
 */
export function sendRefusal(state: ChatStateRow | null): AppError | null {
  if (!state) return notFound('Conversation');
  if (isDeactivated(state.sender_status)) return deactivated();
  if (!state.email_verified) return new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail before sending messages.');
  if (isBanActive(state.ban_until))
    return new AppError('BANNED', `You cannot send messages until ${state.ban_until!}.`);
  if (isDeactivated(state.partner_status)) return partnerDeactivated();
  if (state.blocked_by_me) return new AppError('BLOCKING', 'You blocked this user.');
  if (state.blocked_me) return new AppError('BLOCKED', 'This user does not accept your messages.');
  return requestRefusal(state);
}
