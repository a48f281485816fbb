import { type ReactNode, useRef } from 'react';
import { useModal } from './use-modal.ts';

/** A native modal <dialog>: focus is trapped, Escape closes and focus goes back to what opened it, the page behind is inert. */
export function FullscreenDialog({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref, onClose);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 text-stone-900 backdrop:bg-black/60"
    >
      {children}
    </dialog>
  );
}
