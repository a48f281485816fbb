import { type ReactNode, useEffect, useRef } from 'react';

/** A native modal <dialog>: focus is trapped, Escape closes, the page behind is inert. */
export function FullscreenDialog({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 text-stone-900 backdrop:bg-black/60"
    >
      {children}
    </dialog>
  );
}
