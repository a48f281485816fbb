import { z } from 'zod';

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
