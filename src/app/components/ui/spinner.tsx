import { useTranslation } from 'react-i18next';

export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 ${className}`}
    />
  );
}

/** Shown while a lazily loaded page or its translations arrive. */
export function PageSpinner() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <Spinner />
      <span className="sr-only">{ready ? t('loading') : 'Loading…'}</span>
    </div>
  );
}
