import { type FormEvent, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OTHER_REASON,
  REPORT_DETAIL_MAX,
  REPORT_REASON_KEYS,
  REPORT_REASONS,
  type ReportInput,
  type ReportReason,
} from '#shared/contracts/reports';
import { toast } from '#app/lib/toast.tsx';
import { Button } from './button.tsx';
import { useModal } from './use-modal.ts';

type Props = {
  /** What is being reported, e.g. "Report this message"; becomes the dialog's name. */
  title: string;
  onSubmit: (input: ReportInput) => Promise<unknown>;
  onClose: () => void;
  /** Called after the report was stored (or was already there), so the caller can disable its option. */
  onReported: () => void;
};

/** The spec's report dialog: four reasons, 'other' needs text, submit disabled until valid and while sending. */
export function ReportDialog(props: Props) {
  // NOTE: its translations load on first use; suspending here, not in the page, keeps the page (and the focused opener) on screen.
  return (
    <Suspense fallback={null}>
      <ReportForm {...props} />
    </Suspense>
  );
}

function ReportForm({ title, onSubmit, onClose, onReported }: Props) {
  const { t } = useTranslation('report');
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);
  const titleId = useId();
  const detailId = useId();

  useModal(ref, onClose);

  const isOther = reason === OTHER_REASON;
  const isValid = reason !== null && (!isOther || detail.trim().length > 0);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isValid || isSubmitting) return;
    setSubmitting(true);
    try {
      await onSubmit({ reason, ...(isOther ? { detail: detail.trim() } : {}) });
      toast.success(t('received'));
      onReported();
      onClose();
    } catch (error) {
      if ((error as { code?: string }).code === 'ALREADY_REPORTED') {
        toast.success(t('alreadyReported'));
        onReported();
        onClose();
      } else {
        toast.error(t('failed'));
        setSubmitting(false);
      }
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-0 mt-auto w-full max-w-none rounded-t-2xl bg-white p-0 text-stone-900 backdrop:bg-black/50 sm:m-auto sm:max-w-md sm:rounded-2xl"
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm text-stone-600">{t('chooseReason')}</legend>
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-200 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-brand-600"
              />
              <span>{t(`reasons.${REPORT_REASON_KEYS[value]}`)}</span>
            </label>
          ))}
        </fieldset>
        {isOther && (
          <div className="flex flex-col gap-1">
            <label htmlFor={detailId} className="text-sm font-medium">
              {t('detailLabel')}
            </label>
            <textarea
              id={detailId}
              value={detail}
              onChange={(e) => setDetail(e.target.value)}
              maxLength={REPORT_DETAIL_MAX}
              rows={3}
              required
              className="rounded-xl border border-stone-300 p-3 text-base"
            />
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={!isValid || isSubmitting}>
            {isSubmitting ? t('submitting') : t('submit')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
