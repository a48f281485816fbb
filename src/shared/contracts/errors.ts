import { z } from 'zod';

/**
 * Every error code and its one HTTP status: the server answers a code with this status and no other
 * (docs/decisions/023), so a client may branch on either.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_ADMIN: 403,
  NOT_FOUND: 404,
  PROFILE_NOT_FOUND: 404,
  /** Signing in to, or using a session of, an account an admin deactivated. */
  ACCOUNT_DEACTIVATED: 401,
  EMAIL_TAKEN: 409,
  NICKNAME_TAKEN: 409,
  /** A wrong password: at sign-in, or the current password a change or a deletion asks for. */
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 400,
  ALREADY_VERIFIED: 409,
  CANNOT_CHANGE_OWN_STATUS: 409,
  CANNOT_CHANGE_OWN_ROLE: 409,
  LAST_ADMIN: 409,
  REGION_NOT_EMPTY: 409,
  SLUG_TAKEN: 409,
  REPORT_CLOSED: 409,
  ACCOUNT_DELETED: 409,
  CONFIRMATION_MISMATCH: 400,
  ALREADY_REPORTED: 409,
  EMAIL_NOT_VERIFIED: 403,
  BANNED: 403,
  BLOCKING: 403,
  BLOCKED: 403,
  PARTNER_DEACTIVATED: 403,
  CANNOT_MESSAGE_SELF: 400,
  NOT_ACCEPTING_MESSAGES: 403,
  CONVERSATION_LIMIT: 429,
  REQUEST_PENDING: 403,
  REQUEST_DECLINED: 403,
  RATE_LIMITED: 429,
  TOO_FAST: 429,
  CROSS_ORIGIN: 403,
  SIGN_IN_PAUSED: 429,
  UNAVAILABLE: 503,
  TWO_FACTOR_REQUIRED: 403,
  /** An admin route from a session that did not pass the second factor (opened before the account's enrolment). */
  SECOND_FACTOR_REQUIRED: 403,
  INVALID_CODE: 400,
  /** A recovery code that is wrong or spent (its message must not blame the phone's clock). */
  INVALID_RECOVERY_CODE: 400,
  /** A right authenticator code that was accepted before: each code works once. */
  CODE_ALREADY_USED: 400,
  NICKNAME_RESERVED: 400,
  WEAK_PASSWORD: 400,
  /** A push endpoint another account receives pushes at, offered without that browser's keys. */
  PUSH_ENDPOINT_TAKEN: 409,
  /** Photos (decision record 032): too many bytes, a type we do not take, too many pixels, bytes no decoder reads. */
  PHOTO_TOO_LARGE: 413,
  PHOTO_TYPE: 415,
  PHOTO_TOO_MANY_PIXELS: 413,
  PHOTO_UNREADABLE: 400,
  /** Uploads per hour or per day (fewer for new accounts). */
  PHOTO_LIMIT: 429,
  TOO_MANY_PHOTOS: 400,
  /** A photo to attach that is not the user's, already used, or removed. */
  PHOTO_UNAVAILABLE: 400,
  /** Fastify's own refusals of a request no route reads. */
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
} as const satisfies Record<string, number>;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]];
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
