import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import type { ZodError, ZodType } from 'zod';
import { messageFromApiError } from '../../../lib/form-errors.ts';

/** Messages by dotted field path (`name.ko`, `lat`), plus `form` for what belongs to no field. */
export type FieldErrors = Partial<Record<string, string>>;

function messageFor(issue: ZodError['issues'][number], t: TFunction): string {
  const last = String(issue.path.at(-1) ?? '');
  if (last === 'lat' || last === 'lng' || last === 'slug' || last === 'until') return t(`admin:validation.${last}`);
  if (issue.code === 'invalid_format' && /hangul/i.test(issue.message)) return t('admin:validation.hangul');
  if (issue.code === 'too_small') return t('admin:validation.required');
  if (issue.code === 'too_big') return t('admin:validation.tooLong');
  return t('admin:validation.invalid');
}

/**
 * Field errors for an admin form checked by a shared zod schema. Inputs are named by their path, so a
 * server 400 naming `name.es` lands beside that input; anything else is shown above the form.
 * After a failed check, focus moves to the first invalid input.
 */
export function useAdminForm(t: TFunction) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  // A form-level message is an alert and announces itself; an invalid input takes the focus.
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const validate = <T,>(schema: ZodType<T>, values: unknown): T | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || 'form';
      next[field] ??= messageFor(issue, t);
    }
    setErrors(next);
    focusFirstError();
    return null;
  };

  const showApiError = (error: unknown) => {
    const { field, message } = messageFromApiError(error, t);
    const hasField = field !== undefined && formRef.current?.querySelector(`[name="${CSS.escape(field)}"]`);
    setErrors(hasField ? { [field]: message } : { form: message });
    focusFirstError();
  };

  /** A check the schema cannot make (a date in the future, from the admin's clock). */
  const fail = (field: string, message: string) => {
    setErrors({ [field]: message });
    focusFirstError();
  };

  return { formRef, errors, validate, showApiError, fail };
}
