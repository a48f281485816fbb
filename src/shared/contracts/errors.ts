import { z } from 'zod';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_ADMIN',
  'NOT_FOUND',
  'PROFILE_NOT_FOUND',
  'ACCOUNT_DEACTIVATED',
  'EMAIL_TAKEN',
  'NICKNAME_TAKEN',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'ALREADY_VERIFIED',
  'CANNOT_CHANGE_OWN_STATUS',
  'CANNOT_CHANGE_OWN_ROLE',
  'LAST_ADMIN',
  'REGION_NOT_EMPTY',
  'SLUG_TAKEN',
  'REPORT_CLOSED',
  'ACCOUNT_DELETED',
  'CONFIRMATION_MISMATCH',
  'ALREADY_REPORTED',
  'EMAIL_NOT_VERIFIED',
  'BANNED',
  'BLOCKING',
  'BLOCKED',
  'PARTNER_DEACTIVATED',
  'CANNOT_MESSAGE_SELF',
  'NOT_ACCEPTING_MESSAGES',
  'CONVERSATION_LIMIT',
  'REQUEST_PENDING',
  'REQUEST_DECLINED',
  'RATE_LIMITED',
  'TOO_FAST',
  'CROSS_ORIGIN',
  'SIGN_IN_PAUSED',
  'UNAVAILABLE',
  'TWO_FACTOR_REQUIRED',
  'INVALID_CODE',
  'NICKNAME_RESERVED',
  'WEAK_PASSWORD',
  'INTERNAL',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorResponseSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
