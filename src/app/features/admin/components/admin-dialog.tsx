import { type ReactNode, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useModal } from '#app/components/ui/use-modal.ts';

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

  useModal(ref, onClose);

  const frame =
    variant === 'panel'
      ? 'm-0 h-dvh max-h-none w-screen max-w-none sm:ml-auto sm:w-[36rem]'
      : 'm-0 h-dvh max-h-none w-screen max-w-none sm:m-auto sm:h-auto sm:max-h-[90dvh] sm:w-[40rem] sm:rounded-2xl';

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
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
          className="grid size-11 shrink-0 place-items-center rounded-full text-xl text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="p-5">
        {/* Content that loads (a translation namespace, a lazy part) waits here, not in the page's boundary, which would hide and close the dialog. */}
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </div>
    </dialog>
  );
}
