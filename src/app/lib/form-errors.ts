import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { ZodError, ZodType } from 'zod';
import { NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MIN, POST_TITLE_MAX } from '#shared/limits';
import { ApiError } from './api-client.ts';

export type FieldErrors = Partial<Record<string, string>>;

const LIMITS = { min: PASSWORD_MIN, nicknameMin: NICKNAME_MIN, nicknameMax: NICKNAME_MAX, titleMax: POST_TITLE_MAX };

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

/**
 * Field errors for a form checked by a shared zod schema: `validate` returns the parsed values or
 * null (showing the problems), `showApiError` puts a server error beside its field when the form
 * has that field, else above the form.
 */
export function useSchemaForm<T>(schema: ZodType<T>, fields: readonly string[], t: TFunction) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const place = (field: string | undefined, message: string | undefined) =>
    field && fields.includes(field) ? { [field]: message } : { form: message };
  const validate = (values: unknown): T | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(Object.assign({}, ...Object.entries(fieldErrorsFromZod(parsed.error, t)).map(([f, m]) => place(f, m))));
    return null;
  };
  const showApiError = (error: unknown) => {
    const { field, message } = messageFromApiError(error, t);
    setErrors(place(field, message));
  };
  return { errors, validate, showApiError };
}
