import { z } from 'zod';
import { UserRefSchema } from './messaging.ts';
import { type ReportReason, ReportReasonSchema } from './reports.ts';

/** What a notification tells its recipient about (decision record 019). */
export const NOTIFICATION_TYPES = [
  'post_comment',
  'thread_reply',
  'answer_accepted',
  'post_liked',
  'comment_liked',
  'content_removed',
  'content_hidden',
  'report_outcome',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** What became of a report the user made: nothing wrong found, the content taken down, or the account acted on. */
export const REPORT_OUTCOMES = ['dismissed', 'content_removed', 'account_action'] as const;
export const ReportOutcomeSchema = z.enum(REPORT_OUTCOMES);
export type ReportOutcome = z.infer<typeof ReportOutcomeSchema>;

export const NotificationSubjectSchema = z.enum(['post', 'comment', 'message', 'user']);
export type NotificationSubject = z.infer<typeof NotificationSubjectSchema>;

/** What the row's `data` column holds (JSON). */
export type NotificationData = {
  /** The moderator's reason: the report's reason when a report was resolved, or none. */
  reason?: ReportReason | null;
  outcome?: ReportOutcome;
  /** What a moderation or a report was about. */
  subject?: NotificationSubject;
};

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: NotificationTypeSchema,
  createdAt: z.string(),
  read: z.boolean(),
  /** Who did it (for likes: the latest one); nickname null once their account is deleted or deactivated. */
  actor: UserRefSchema.nullable(),
  /** Likes: how many others liked the same thing in this group ("Ana and 3 others"). */
  othersCount: z.number().int().nonnegative(),
  /** The post it is about, when the recipient may still see its title. */
  postTitle: z.string().nullable(),
  /** A one-line excerpt of the comment it is about, when the recipient may still see it. */
  snippet: z.string().nullable(),
  /** Where opening it leads; null when there is nothing left the recipient may open. */
  target: z.object({ postId: z.number().int(), commentId: z.number().int().nullable() }).nullable(),
  subject: NotificationSubjectSchema.nullable(),
  reason: ReportReasonSchema.nullable(),
  outcome: ReportOutcomeSchema.nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  /** The `nextCursor` of the previous page. */
  cursor: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;
export const NotificationListResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  nextCursor: z.number().int().nullable(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const NotificationUnreadResponseSchema = z.object({ count: z.number().int().nonnegative() });
export type NotificationUnreadResponse = z.infer<typeof NotificationUnreadResponseSchema>;

export const NotificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
