import type { ReactNode } from 'react';

export function EmptyState({ icon = '🗺️', title, children }: { icon?: string; title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <div aria-hidden="true" className="text-4xl">
        {icon}
      </div>
      <p className="mt-3 font-semibold">{title}</p>
      {children ? <div className="mt-2 text-sm text-stone-600">{children}</div> : null}
    </div>
  );
}
