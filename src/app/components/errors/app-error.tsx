import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '#app/components/ui/button.tsx';

/** What a visitor sees when rendering fails, instead of a blank screen: what happened and a way out. */
export function AppError() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-bold">{t('crash.title')}</h1>
      <p className="text-stone-700">{t('crash.body')}</p>
      <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
        {t('crash.reload')}
      </button>
    </main>
  );
}

/** Catches what the router's own error handling cannot (providers, the router itself). */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <AppError /> : this.props.children;
  }
}
