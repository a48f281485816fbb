import { useId } from 'react';
import type { GuideTable } from '#shared/contracts/content';
import type { Language } from '#shared/limits';
import { Emphasized } from '#app/features/guide/components/emphasized.tsx';

/**
 * Fares or passes as a real table. On a narrow phone the table wraps its cells; if it is still wider than the
 * screen, its box scrolls (focusable, named by the caption) and the page does not.
 */
export function FareTable({ table, lng }: { table: GuideTable; lng: Language }) {
  const captionId = useId();
  const [first, ...others] = table.head[lng];
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="mt-3 max-w-full overflow-x-auto rounded-2xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption id={captionId} className="px-3 pt-3 pb-2 text-left font-semibold text-stone-800">
          {table.caption[lng]}
        </caption>
        <thead>
          <tr className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <th scope="col" className="px-3 py-2 font-semibold">
              {first}
            </th>
            {others.map((cell, i) => (
              <th key={i} scope="col" className="px-3 py-2 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => {
            const [label, ...cells] = row[lng];
            return (
              <tr key={r} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="px-3 py-2 align-top font-medium text-stone-800">
                  {label}
                </th>
                {cells.map((cell, c) => (
                  <td key={c} className="px-3 py-2 align-top text-stone-700">
                    <Emphasized text={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
