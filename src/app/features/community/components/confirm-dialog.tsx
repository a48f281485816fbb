import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** A native modal asking to confirm something that cannot be undone. */
export function ConfirmDialog({ title, body, confirmLabel, cancelLabel, isPending, onConfirm, onClose }: {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
      className="m-0 mt-auto w-full max-w-none rounded-t-2xl bg-white p-0 text-stone-900 backdrop:bg-black/50 sm:m-auto sm:max-w-md sm:rounded-2xl"
    >
      <div className="flex flex-col gap-3 p-5">
        <h2 id={titleId} className="text-lg font-bold">{title}</h2>
        <p id={bodyId} className="text-sm text-stone-600">{body}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{cancelLabel}</Button>
          <button
            type="button"
            disabled={isPending}
            onClick={onConfirm}
            className="inline-flex min-h-11 items-center justify-center rounded-xl bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:bg-stone-300 disabled:text-stone-600"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
