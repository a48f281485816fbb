import { APIError } from 'better-auth/api';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode, type ErrorResponse } from '#shared/contracts/errors';

/** An error the client is told about; its HTTP status is its code's (ERROR_STATUS), never chosen here. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field?: string;
  constructor(code: ErrorCode, message: string, field?: string) {
    super(message);
    this.code = code;
    this.field = field;
    this.statusCode = ERROR_STATUS[code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Sign in first.');
export const deactivated = () => new AppError('ACCOUNT_DEACTIVATED', 'This account was deactivated by an admin.');
export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found.`);

/** A 429 that says, in Retry-After, when to try again. */
export class TooManyRequests extends AppError {
  readonly retryAfterMs: number;
  constructor(
    code: 'RATE_LIMITED' | 'TOO_FAST' | 'SIGN_IN_PAUSED' | 'CONVERSATION_LIMIT' | 'PHOTO_LIMIT',
    message: string,
    retryAfterMs: number,
  ) {
    super(code, message);
    this.retryAfterMs = retryAfterMs;
  }
}

// Better Auth's own codes, translated into ours (the client knows only ours).
export const AUTH_CODES: Record<string, [ErrorCode, string?]> = {
  USER_ALREADY_EXISTS: ['EMAIL_TAKEN', 'email'],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ['EMAIL_TAKEN', 'email'],
  INVALID_EMAIL_OR_PASSWORD: ['INVALID_CREDENTIALS'],
  INVALID_TOKEN: ['INVALID_TOKEN', 'token'],
  TOKEN_EXPIRED: ['INVALID_TOKEN', 'token'],
  EMAIL_ALREADY_VERIFIED: ['ALREADY_VERIFIED'],
  ACCOUNT_DEACTIVATED: ['ACCOUNT_DEACTIVATED'],
  PASSWORD_TOO_SHORT: ['BAD_REQUEST', 'password'],
  PASSWORD_TOO_LONG: ['BAD_REQUEST', 'password'],
  INVALID_EMAIL: ['BAD_REQUEST', 'email'],
  INVALID_PASSWORD: ['INVALID_CREDENTIALS', 'password'],
  INVALID_CODE: ['INVALID_CODE', 'code'],
  INVALID_BACKUP_CODE: ['INVALID_RECOVERY_CODE', 'code'],
  INVALID_TWO_FACTOR_COOKIE: ['UNAUTHENTICATED'],
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: ['UNAUTHENTICATED'],
  ACCOUNT_TEMPORARILY_LOCKED: ['RATE_LIMITED'],
  TOTP_ALREADY_ENABLED: ['BAD_REQUEST'],
  TOTP_NOT_ENABLED: ['BAD_REQUEST'],
};

// A refusal from Fastify or Better Auth that only has a status: the code of that status, else BAD_REQUEST.
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};
export const codeOfStatus = (status: number): ErrorCode =>
  STATUS_CODES[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL');

/** Any error thrown while answering, as the status and body the client gets: the status is always the code's. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorResponse } {
  const answer = (code: ErrorCode, message: string, field?: string) => ({
    status: ERROR_STATUS[code],
    body: { error: { code, message, ...(field ? { field } : {}) } },
  });
  if (error instanceof AppError) return answer(error.code, error.message, error.field);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0]!;
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    return answer('BAD_REQUEST', `${field ?? 'request'}: ${issue.message}`, field);
  }
  if (error instanceof APIError) {
    const known = AUTH_CODES[String(error.body?.code)];
    if (known) return answer(known[0], error.body?.message ?? error.message, known[1]);
    const code = codeOfStatus(error.statusCode);
    return answer(
      code,
      code === 'INTERNAL' ? 'Something went wrong on our side.' : (error.body?.message ?? error.message),
    );
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) return answer(codeOfStatus(status), (error as Error).message);
  return answer('INTERNAL', 'Something went wrong on our side.');
}
