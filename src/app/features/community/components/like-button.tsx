import { useTranslation } from 'react-i18next';
import { Icon, ICON_HEART } from '#app/components/ui/icon.tsx';

/** A toggle: pressed when the reader likes the item; the count beside the word. */
export function LikeButton({
  liked,
  count,
  disabled,
  onToggle,
  size = 'md',
}: {
  liked: boolean;
  count: number;
  disabled?: boolean;
  onToggle: () => void;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('community');
  return (
    <button
      type="button"
      aria-pressed={liked}
      disabled={disabled}
      onClick={onToggle}
      className={`inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border font-semibold transition disabled:cursor-not-allowed ${
        size === 'md' ? 'min-h-11 px-4 text-sm' : 'min-h-9 px-3 text-xs'
      } ${liked ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50'}`}
    >
      <Icon path={ICON_HEART} isFilled={liked} className="size-4" />
      {t('like.action')} <span className="tabular-nums">{count}</span>
    </button>
  );
}
