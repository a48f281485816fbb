import type { TFunction } from 'i18next';
import type { ZodError } from 'zod';
import { NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MIN } from '#shared/limits';
import { ApiError } from './api-client.ts';

export type FieldErrors = Partial<Record<string, string>>;

const LIMITS = { min: PASSWORD_MIN, nicknameMin: NICKNAME_MIN, nicknameMax: NICKNAME_MAX };

/** One translated message per invalid field, from the same zod schema the server checks. */
export function fieldErrorsFromZod(error: ZodError, t: TFunction): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    out[field] ??= t(`errors:validation.${field}`, { ...LIMITS, defaultValue: t('errors:validation.invalid') });
  }
  return out;
}

/** A server error as a field message when it names a field, else as a form-level message. */
export function messageFromApiError(error: unknown, t: TFunction): { field?: string; message: string } {
  const code = error instanceof ApiError ? error.code : 'INTERNAL';
  const message = t(`errors:codes.${code}`, { defaultValue: t('errors:codes.INTERNAL') });
  return { field: error instanceof ApiError ? error.field : undefined, message };
}
