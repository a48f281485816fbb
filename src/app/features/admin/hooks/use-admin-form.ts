import type { TFunction } from 'i18next';
import { type IssueMessage, useFormErrors } from '#app/lib/form-errors.ts';

export type { FieldErrors } from '#app/lib/form-errors.ts';

/** Admin forms say what is wrong by the kind of problem (`admin:validation`), as their fields are many and nested. */
const adminMessage: IssueMessage = (issue, t) => {
  const last = String(issue.path.at(-1) ?? '');
  if (last === 'lat' || last === 'lng' || last === 'slug' || last === 'until') return t(`admin:validation.${last}`);
  if (issue.code === 'invalid_format' && /hangul/i.test(issue.message)) return t('admin:validation.hangul');
  if (issue.code === 'too_small') return t('admin:validation.required');
  if (issue.code === 'too_big') return t('admin:validation.tooLong');
  return t('admin:validation.invalid');
};

/**
 * Field errors for an admin form (useFormErrors): inputs are named by their path, so a server 400
 * naming `name.es` lands beside that input, and after a failed check the first invalid input takes the focus.
 */
export const useAdminForm = (t: TFunction) => useFormErrors(t, { message: adminMessage });
