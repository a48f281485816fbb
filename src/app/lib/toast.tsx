import { Toaster } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '#shared/limits';

// react-hot-toast keeps at most 20 toasts (its built-in limit matches TOAST_LIMIT; see toast.test.tsx).
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        success: { duration: TOAST_SUCCESS_MS },
        error: { duration: TOAST_ERROR_MS },
        loading: { duration: Infinity },
      }}
    />
  );
}

export { toast } from 'react-hot-toast';
