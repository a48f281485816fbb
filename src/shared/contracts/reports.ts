import { z } from 'zod';
import { hasVisibleText } from './text.ts';

/** The spec stores reasons as these Korean values; the client shows them through `report:reasons.*`. */
export const REPORT_REASONS = ['욕설/비방', '성희롱', '광고/스팸', '기타'] as const;
export const ReportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReasonSchema>;
export const OTHER_REASON: ReportReason = '기타';

export const REPORT_REASON_KEYS: Record<ReportReason, 'abuse' | 'sexual' | 'spam' | 'other'> = {
  '욕설/비방': 'abuse',
  성희롱: 'sexual',
  '광고/스팸': 'spam',
  기타: 'other',
};

export const REPORT_DETAIL_MAX = 500;

/** Used by message, post, comment and user reports alike; 'other' needs its free text. */
export const ReportInputSchema = z
  .object({
    reason: ReportReasonSchema,
    detail: z.string().trim().max(REPORT_DETAIL_MAX).optional(),
  })
  .refine((r) => r.reason !== OTHER_REASON || hasVisibleText(r.detail ?? ''), {
    message: 'Describe the problem when the reason is "other".',
    path: ['detail'],
  });
export type ReportInput = z.infer<typeof ReportInputSchema>;
