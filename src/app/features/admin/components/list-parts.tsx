import type { UseQueryResult } from '@tanstack/react-query';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { messageFromApiError } from '#app/lib/form-errors.ts';

/** Loading, error (with retry) and empty states around whatever a query holds. */
export function QueryState<T>({
  query,
  isEmpty,
  emptyTitle,
  emptyIconPath,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  /** One of icon.tsx's paths. */
  emptyIconPath?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-stone-600">
        <Spinner className="size-6" /> {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="error">
        <span>{messageFromApiError(query.error, t).message}</span>{' '}
        <button
          type="button"
          className="font-semibold underline underline-offset-4"
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </button>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <EmptyState iconPath={emptyIconPath} title={emptyTitle ?? t('common.empty')} />;
  return <div aria-busy={query.isFetching && query.isPlaceholderData}>{children(query.data)}</div>;
}

/** Previous / next with where we are; hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('common.pages')} className="mt-4 flex items-center justify-between gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.prev')}
      </Button>
      <span aria-live="polite">{t('common.pageOf', { page, pages, total })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}

const badgeTones = {
  neutral: 'bg-stone-100 text-stone-700',
  dark: 'bg-stone-900 text-white',
  danger: 'bg-red-100 text-red-800',
  warning: 'bg-amber-100 text-amber-900',
  success: 'bg-green-100 text-green-800',
  info: 'bg-sky-100 text-sky-900',
};

export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof badgeTones; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-md px-1.5 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}>
      {children}
    </span>
  );
}

/** A row of filters that wraps on phones. */
export function Filters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {children}
    </div>
  );
}

const dangerTones = {
  quiet: 'text-red-700 hover:bg-red-50 disabled:text-stone-400',
  outline:
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 disabled:border-stone-200 disabled:text-stone-400',
  solid: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-stone-300 disabled:text-stone-600',
};

/** For actions that remove or shut out: red, so they are never mistaken for the everyday ones. */
export function DangerButton({
  tone = 'quiet',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: keyof typeof dangerTones }) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed ${dangerTones[tone]} ${className}`}
      {...props}
    />
  );
}

/** "Edit" in a list row; screen readers hear which item it edits. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button variant="secondary" aria-label={t('common.editNamed', { name })} onClick={onClick}>
      {t('common.edit')}
    </Button>
  );
}

/** "Delete" in a list row; screen readers hear which item it deletes. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <DangerButton aria-label={t('common.deleteNamed', { name })} onClick={onClick}>
      {t('common.delete')}
    </DangerButton>
  );
}
