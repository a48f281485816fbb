import { useTranslation } from 'react-i18next';
import type { Direction } from '#app/features/admin/hooks/use-reorder.ts';

const buttonClass =
  'grid size-11 place-items-center rounded-xl border border-stone-300 bg-white text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-300';

/** Move up / move down, named after the item; `data-move` lets useReorderFocus find them again. */
export function MoveButtons({
  id,
  name,
  isFirst,
  isLast,
  disabled = false,
  onMove,
}: {
  id: string;
  name: string;
  isFirst: boolean;
  isLast: boolean;
  disabled?: boolean;
  onMove: (direction: Direction) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        data-move={`${id}:up`}
        aria-label={t('common.moveUp', { name })}
        disabled={disabled || isFirst}
        onClick={() => onMove('up')}
        className={buttonClass}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        data-move={`${id}:down`}
        aria-label={t('common.moveDown', { name })}
        disabled={disabled || isLast}
        onClick={() => onMove('down')}
        className={buttonClass}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}
