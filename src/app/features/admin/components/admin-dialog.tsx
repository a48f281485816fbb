import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Opens a native <dialog> as a modal (focus moves in and is trapped, Escape cancels, the page behind is
 * inert). On close, focus returns to what opened it; when that is gone or disabled, to the title of the
 * dialog it sat in (still open), else to the admin main area.
 */
function useModal(ref: RefObject<HTMLDialogElement | null>) {
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const openerDialog = opener?.closest('dialog') ?? null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // After the closing render, so the opener is judged as it is now (re-rendered, disabled or removed).
      requestAnimationFrame(() => {
        if (opener?.isConnected && !opener.matches(':disabled') && !opener.closest('dialog:not([open])')) return opener.focus();
        if (openerDialog?.isConnected && openerDialog.open) return openerDialog.querySelector<HTMLElement>('h2')?.focus();
        document.getElementById('admin-main')?.focus();
      });
    };
  }, [ref]);
}

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'panel' slides in from the side on wide screens (details); 'form' is a centred box. Both fill a phone. */
  variant?: 'form' | 'panel';
};

/** A modal with a title bar and a close button, for forms and details. */
export function AdminDialog({ title, onClose, children, variant = 'form' }: Props) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModal(ref);

  const frame =
    variant === 'panel'
      ? 'm-0 h-dvh max-h-none w-screen max-w-none sm:ml-auto sm:w-[36rem]'
      : 'm-0 h-dvh max-h-none w-screen max-w-none sm:m-auto sm:h-auto sm:max-h-[90dvh] sm:w-[40rem] sm:rounded-2xl';

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`${frame} overflow-y-auto bg-white p-0 text-stone-900 backdrop:bg-black/50`}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-stone-200 bg-white px-5 py-3">
        <h2 id={titleId} tabIndex={-1} className="min-w-0 truncate text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="grid size-11 shrink-0 place-items-center rounded-full text-xl text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="p-5">{children}</div>
    </dialog>
  );
}

/** Asks before something that cannot be undone (or is hard to); the confirm button says what happens. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  isPending,
  tone = 'danger',
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useModal(ref);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
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
            {t('common.cancel')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={isPending}
            className={`inline-flex min-h-11 items-center justify-center rounded-xl px-4 text-sm font-semibold text-white disabled:bg-stone-300 disabled:text-stone-600 ${tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'}`}
          >
            {isPending ? t('common.working') : confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
