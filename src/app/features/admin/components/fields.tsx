import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#app/components/ui/text-field.tsx';
import type { FieldErrors } from '#app/features/admin/hooks/use-admin-form.ts';

const LANGS = ['ko', 'es', 'en'] as const;
type Localized = Record<(typeof LANGS)[number], string>;

function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Help({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function SelectField({
  label,
  options,
  hint,
  error,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: { value: string; label: string }[];
  hint?: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`block min-h-11 w-full rounded-xl border bg-white px-3 text-base ${error ? 'border-red-500' : 'border-stone-300'}`}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Help id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`block w-full rounded-xl border bg-white px-3 py-2 text-base ${error ? 'border-red-500' : 'border-stone-300'}`}
        {...textarea}
      />
      <Help id={id} hint={hint} error={error} />
    </div>
  );
}

/** One text in Korean, Spanish and English: a fieldset whose inputs are named `<name>.ko` and so on. */
export function LocalizedFields({
  legend,
  name,
  value,
  onChange,
  errors,
  multiline = false,
}: {
  legend: string;
  name: string;
  value: Localized;
  onChange: (value: Localized) => void;
  errors: FieldErrors;
  multiline?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {LANGS.map((lng) => {
        const props = {
          label: t(`fields.lang.${lng}`),
          name: `${name}.${lng}`,
          lang: lng,
          value: value[lng],
          error: errors[`${name}.${lng}`],
        };
        return multiline ? (
          <TextAreaField key={lng} {...props} onChange={(e) => onChange({ ...value, [lng]: e.target.value })} />
        ) : (
          <TextField key={lng} {...props} onChange={(e) => onChange({ ...value, [lng]: e.target.value })} />
        );
      })}
    </fieldset>
  );
}

/** A form's buttons, kept in view at the bottom of a long dialog. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 -mx-5 -mb-5 flex justify-end gap-2 border-t border-stone-200 bg-white px-5 py-3">
      {children}
    </div>
  );
}
