import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from './use-modal.ts';

type Props = {
  title: string;
  children: ReactNode;
  /** Says what happens: "Delete comment", not "OK". */
  confirmLabel: string;
  isPending: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone (or is hard to); a sheet on phones, a box on wider screens. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  isPending,
  tone = 'danger',
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useModal(ref, onClose);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        e.preventDefault();
        if (!isPending) onClose();
      }}
      className="m-0 mt-auto w-full max-w-none rounded-t-2xl bg-white p-0 text-stone-900 backdrop:bg-black/50 sm:m-auto sm:max-w-md sm:rounded-2xl"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div id={bodyId} className="text-sm text-stone-700">
          {children}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            disabled={isPending}
            className="inline-flex min-h-11 items-center justify-center rounded-xl border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100"
          >
            {t('confirm.cancel')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={isPending}
            className={`inline-flex min-h-11 items-center justify-center rounded-xl px-4 text-sm font-semibold text-white disabled:bg-stone-300 disabled:text-stone-600 ${tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'}`}
          >
            {isPending ? t('confirm.working') : confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
