import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import type { ZodError, ZodType } from 'zod';
import { NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MIN, POST_TITLE_MAX } from '#shared/limits';
import { ApiError } from './api-client.ts';

/** Messages by dotted field path (`email`, `name.ko`), plus `form` for what belongs to no field. */
export type FieldErrors = Partial<Record<string, string>>;

export type IssueMessage = (issue: ZodError['issues'][number], t: TFunction) => string;

const LIMITS = { min: PASSWORD_MIN, nicknameMin: NICKNAME_MIN, nicknameMax: NICKNAME_MAX, titleMax: POST_TITLE_MAX };

/** One translated message per invalid field (`errors:validation.<field>`), with the limits it may name. */
const fieldMessage: IssueMessage = (issue, t) =>
  t(`errors:validation.${String(issue.path[0] ?? 'form')}`, {
    ...LIMITS,
    defaultValue: t('errors:validation.invalid'),
  });

/** A server error as a field message when it names a field, else as a form-level message. */
export function messageFromApiError(error: unknown, t: TFunction): { field?: string; message: string } {
  const code = error instanceof ApiError ? error.code : 'INTERNAL';
  const message = t(`errors:codes.${code}`, { defaultValue: t('errors:codes.INTERNAL') });
  return { field: error instanceof ApiError ? error.field : undefined, message };
}

/**
 * Field errors for a form checked by a shared zod schema, the same schema the server checks. `validate`
 * returns the parsed values or null (showing the problems); `showApiError` puts a server error beside
 * its field when the form has that field, else above the form; `fail` shows a check the schema cannot
 * make. The form's fields are the `fields` given, or else the inputs of `formRef` named by their path;
 * with `formRef` attached, the first invalid input takes the focus after a failed check.
 */
export function useFormErrors(
  t: TFunction,
  { fields, message = fieldMessage }: { fields?: readonly string[]; message?: IssueMessage } = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  // A form-level message is an alert and announces itself; an invalid input takes the focus.
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  const hasField = (field: string) =>
    fields ? fields.includes(field) : Boolean(formRef.current?.querySelector(`[name="${CSS.escape(field)}"]`));

  const validate = <T>(schema: ZodType<T>, values: unknown): T | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'form';
      next[fields && !fields.includes(path) ? 'form' : path] ??= message(issue, t);
    }
    setErrors(next);
    focusFirstError();
    return null;
  };

  const showApiError = (error: unknown) => {
    const { field, message: text } = messageFromApiError(error, t);
    setErrors(field !== undefined && hasField(field) ? { [field]: text } : { form: text });
    focusFirstError();
  };

  const fail = (field: string, text: string) => {
    setErrors({ [field]: text });
    focusFirstError();
  };

  return { formRef, errors, validate, showApiError, fail };
}

/** useFormErrors for a form of one schema and a known list of fields (the public forms). */
export function useSchemaForm<T>(schema: ZodType<T>, fields: readonly string[], t: TFunction) {
  const form = useFormErrors(t, { fields });
  return {
    errors: form.errors,
    validate: (values: unknown) => form.validate(schema, values),
    showApiError: form.showApiError,
  };
}
