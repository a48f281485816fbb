import { type RefObject, useEffectEvent, useLayoutEffect } from 'react';

/**
 * Opens a native <dialog> as a modal (focus moves in and is trapped, Escape cancels, the page behind is
 * inert) and calls `onClose` when the browser or the user closes it. On close, focus returns to what opened
 * it; when that is gone or disabled, to the title of the dialog it sat in (still open), else to the page's
 * main area.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>, onClose: () => void) {
  const handleClose = useEffectEvent(onClose);
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const openerDialog = opener?.closest('dialog') ?? null;
    // NOTE: the browser fires 'close' in a later task. StrictMode's second run (and a Suspense boundary shown
    // again) has opened the dialog by then: a close event that finds it open is our own, past one.
    const onNativeClose = () => {
      if (!dialog?.open) handleClose();
    };
    dialog?.addEventListener('close', onNativeClose);
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      // Our own close (unmount, or a Suspense boundary above hiding the dialog) is not the user's: it must not
      // call onClose, or a panel whose content is still loading would clear its URL state and vanish.
      dialog?.removeEventListener('close', onNativeClose);
      dialog?.close();
      // After the closing render, so the opener is judged as it is now (re-rendered, disabled or removed).
      requestAnimationFrame(() => {
        if (dialog?.isConnected && dialog.open) return;
        if (opener?.isConnected && !opener.matches(':disabled') && !opener.closest('dialog:not([open])'))
          return opener.focus();
        if (openerDialog?.isConnected && openerDialog.open)
          return openerDialog.querySelector<HTMLElement>('h2')?.focus();
        document.querySelector<HTMLElement>('main')?.focus();
      });
    };
  }, [ref]);
}
