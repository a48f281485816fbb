import { type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  maxLength: number;
  hideLabel?: boolean;
};

/** A labelled text box with its hint, its error beside it, and a counter as the limit nears. */
export function TextArea({
  label,
  hint,
  error,
  value,
  maxLength,
  hideLabel = false,
  id,
  className = '',
  ...props
}: Props) {
  const { t } = useTranslation('community');
  const autoId = useId();
  const inputId = id ?? autoId;
  const showCounter = value.length > maxLength * 0.8;
  const describedBy =
    [hint ? `${inputId}-hint` : null, showCounter ? `${inputId}-count` : null, error ? `${inputId}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'block text-sm font-medium'}>
        {label}
      </label>
      <textarea
        id={inputId}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-xl border bg-white px-3 py-2 text-base leading-relaxed disabled:bg-stone-100 ${error ? 'border-red-500' : 'border-stone-300'} ${className}`}
        {...props}
      />
      <div className="flex gap-3">
        {hint ? (
          <p id={`${inputId}-hint`} className="flex-1 text-xs text-stone-500">
            {hint}
          </p>
        ) : (
          <span className="flex-1" />
        )}
        {showCounter ? (
          <p
            id={`${inputId}-count`}
            className={`text-xs tabular-nums ${value.length >= maxLength ? 'text-red-700' : 'text-stone-500'}`}
          >
            {t('editor.counter', { length: value.length, max: maxLength })}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
