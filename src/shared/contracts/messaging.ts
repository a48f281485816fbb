import { z } from 'zod';
import { MESSAGE_MAX } from '#shared/limits';
import { ReportInputSchema } from './reports.ts';
import { visibleText } from './text.ts';

export const UserRefSchema = z.object({
  id: z.string(),
  /** null once the account is deleted: the client shows 'unknown'. */
  nickname: z.string().nullable(),
});
export type UserRef = z.infer<typeof UserRefSchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  /** null when deleted: the client shows the italic placeholder. */
  content: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
  deleted: z.boolean(),
  /** Whether the viewer has reported it (only ever true for messages the viewer received). */
  reportedByMe: z.boolean(),
  /** The sender's idempotency key (`SendMessageInput.clientId`), shown to the sender only. */
  clientId: z.string().nullable().optional(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSummarySchema = z.object({
  id: z.string(),
  partner: UserRefSchema,
  lastMessage: z
    .object({ text: z.string().nullable(), createdAt: z.string(), deleted: z.boolean(), senderId: z.string() })
    .nullable(),
  updatedAt: z.string(),
  unreadCount: z.number().int(),
  /** A first message from someone the user has not talked to, waiting to be accepted (no badge until then). */
  request: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationListResponseSchema = z.object({ conversations: z.array(ConversationSummarySchema) });
export type ConversationListResponse = z.infer<typeof ConversationListResponseSchema>;

export const StartConversationInputSchema = z.object({ partnerId: z.string().min(1).max(100) });
export type StartConversationInput = z.infer<typeof StartConversationInputSchema>;
export const StartConversationResponseSchema = z.object({
  conversation: z.object({ id: z.string() }),
  created: z.boolean(),
});
export type StartConversationResponse = z.infer<typeof StartConversationResponseSchema>;

export const ConversationDetailSchema = z.object({
  id: z.string(),
  partner: UserRefSchema.extend({ deactivated: z.boolean() }),
  blockedByMe: z.boolean(),
  blockedMe: z.boolean(),
  /** The viewer's side: a request they have not accepted, or declined. */
  incomingRequest: z.enum(['pending', 'declined']).nullable(),
  /** The partner's side: the viewer's request they have not accepted yet, or declined. */
  outgoingRequest: z.enum(['pending', 'declined']).nullable(),
});
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;
export const ConversationDetailResponseSchema = z.object({ conversation: ConversationDetailSchema });

export const MessagesQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const MessagesResponseSchema = z.object({ messages: z.array(MessageSchema), hasMore: z.boolean() });
export type MessagesResponse = z.infer<typeof MessagesResponseSchema>;

export const SendMessageInputSchema = z.object({
  text: visibleText(MESSAGE_MAX),
  /** Chosen by the client when the user presses send; a repeat with the same id returns the original message. */
  clientId: z.uuid().optional(),
});
export type SendMessageInput = z.infer<typeof SendMessageInputSchema>;
export const MessageResponseSchema = z.object({ message: MessageSchema });

/**
 * A send over the live connection (GET /api/live, decision record 037): the path's `conversationId` and the
 * body of POST /api/conversations/:conversationId/messages (checked by the same schemas), and `ref`, which
 * the reply repeats.
 */
export type LiveSendFrame = { op: 'send'; ref: number; conversationId: string } & SendMessageInput;
/** The answer to a frame: the status and body POST .../messages would have answered. */
export type LiveReply = { ref: number; status: number; body: unknown };
/** The largest frame the live connection takes: a longest message, each character escaped, and the rest. */
export const LIVE_FRAME_MAX_BYTES = MESSAGE_MAX * 6 + 1024;
/** Frames of one connection being answered at once; past it, a frame is answered 429 at once. */
export const LIVE_FRAMES_IN_FLIGHT = 32;

export const ReportMessageInputSchema = ReportInputSchema;

export const BlockedUserSchema = z.object({ id: z.string(), nickname: z.string().nullable(), blockedAt: z.string() });
export type BlockedUser = z.infer<typeof BlockedUserSchema>;
export const BlockListResponseSchema = z.object({ blocks: z.array(BlockedUserSchema) });

export const UnreadResponseSchema = z.object({ total: z.number().int() });

export const ConversationParamsSchema = z.object({ conversationId: z.string().min(1).max(64) });
export const MessageParamsSchema = z.object({ messageId: z.coerce.number().int().positive() });
export const BlockParamsSchema = z.object({ userId: z.string().min(1).max(100) });
export const EventsQuerySchema = z.object({ since: z.coerce.number().int().nonnegative().optional() });
