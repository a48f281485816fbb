import type { ReactNode } from 'react';
import { Icon, ICON_MAP } from '#app/components/ui/icon.tsx';

/** Nothing to show yet: a line icon (one of icon.tsx's paths), a title and what to do next. */
export function EmptyState({
  iconPath = ICON_MAP,
  title,
  children,
}: {
  iconPath?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon path={iconPath} className="size-8" />
      </div>
      <p className="mt-3 font-semibold">{title}</p>
      {children ? <div className="mt-2 text-sm text-stone-600">{children}</div> : null}
    </div>
  );
}
