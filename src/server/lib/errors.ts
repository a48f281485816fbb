import type { ErrorCode } from '#shared/contracts/errors';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Sign in first.');
export const deactivated = () => new AppError(401, 'ACCOUNT_DEACTIVATED', 'This account was deactivated by an admin.');
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found.`);

/** A 429 that says, in Retry-After, when to try again. */
export class TooManyRequests extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, code, message);
  }
}
