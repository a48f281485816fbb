import { z } from 'zod';
import { NICKNAME_MAX } from '#shared/limits';
import { ReportInputSchema } from './reports.ts';

/** Who may start a conversation with a user (decision record 015). */
export const MESSAGE_PRIVACY = ['everyone', 'contacts', 'nobody'] as const;
export const MessagePrivacySchema = z.enum(MESSAGE_PRIVACY);
export type MessagePrivacy = z.infer<typeof MessagePrivacySchema>;

/** A member's side of a conversation: a first message from a stranger waits as a 'request'. */
export type RequestState = 'accepted' | 'request' | 'declined';

export const MessagingSettingsSchema = z.object({ messagePrivacy: MessagePrivacySchema });
export type MessagingSettings = z.infer<typeof MessagingSettingsSchema>;

export const RequestActionInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('accept') }),
  z.object({ action: z.literal('decline') }),
  /** Declines, blocks the sender and reports their latest message. */
  z.object({ action: z.literal('block'), report: ReportInputSchema }),
]);
export type RequestActionInput = z.infer<typeof RequestActionInputSchema>;

export const MemberSearchQuerySchema = z.object({ nickname: z.string().trim().min(2).max(NICKNAME_MAX) });
export const MemberCandidateSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  /** The conversation the two already share, reused when the user picks this member. */
  conversationId: z.string().nullable(),
});
export type MemberCandidate = z.infer<typeof MemberCandidateSchema>;
export const MemberSearchResponseSchema = z.object({ members: z.array(MemberCandidateSchema) });
