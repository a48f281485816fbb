import { useEffect, useState } from 'react';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '#shared/limits';

/*
 * Toasts answer a tap, never a first paint: react-hot-toast (and goober, its CSS-in-JS) is its own chunk,
 * fetched once the app has started, not a module preload of every page (decision record 031, the 150 KB
 * budget). A toast asked for before it has arrived is shown when it does.
 */
type Library = typeof import('react-hot-toast');
let library: Library | undefined;
let loading: Promise<Library> | undefined;
const waiting: Array<(lib: Library) => void> = [];

export function loadToasts(): Promise<Library> {
  loading ??= import('react-hot-toast').then((lib) => {
    library = lib;
    for (const call of waiting.splice(0)) call(lib);
    return lib;
  });
  return loading;
}

const later = (call: (lib: Library) => void) => {
  if (library) return call(library);
  waiting.push(call);
  void loadToasts();
};

type Message = Parameters<Library['toast']>[0];
type Options = Parameters<Library['toast']>[1];
export const toast = Object.assign((message: Message, options?: Options) => later((l) => l.toast(message, options)), {
  success: (message: Message, options?: Options) => later((l) => l.toast.success(message, options)),
  error: (message: Message, options?: Options) => later((l) => l.toast.error(message, options)),
  loading: (message: Message, options?: Options) => later((l) => l.toast.loading(message, options)),
  dismiss: (id?: string) => later((l) => l.toast.dismiss(id)),
  remove: (id?: string) => later((l) => l.toast.remove(id)),
});

// react-hot-toast keeps at most 20 toasts (its built-in limit matches TOAST_LIMIT; see toast.test.tsx).
export function AppToaster() {
  const [lib, setLib] = useState(library);
  useEffect(() => {
    if (!lib) void loadToasts().then(setLib);
  }, [lib]);
  if (!lib) return null;
  return (
    <lib.Toaster
      position="top-center"
      toastOptions={{
        success: { duration: TOAST_SUCCESS_MS },
        error: { duration: TOAST_ERROR_MS },
        loading: { duration: Infinity },
      }}
    />
  );
}
