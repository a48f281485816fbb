import { useTranslation } from 'react-i18next';
import type { Phrase } from '#shared/contracts/guide';
import { Icon, ICON_STAR } from '#app/components/ui/icon.tsx';

type Props = {
  phrase: Phrase;
  meaning: string;
  isFavorite: boolean;
  onShow: () => void;
  onToggleFavorite: () => void;
};

/** One compact row: what it means and the Korean, one tap shows it to a local (and says it, where it can). */
export function PhraseItem({ phrase, meaning, isFavorite, onShow, onToggleFavorite }: Props) {
  const { t } = useTranslation('phrases');
  return (
    <li className="flex items-center gap-1">
      <button
        type="button"
        onClick={onShow}
        className="flex min-h-14 min-w-0 flex-1 flex-col justify-center rounded-xl px-2 py-1.5 text-left hover:bg-stone-100 sm:flex-row sm:items-center sm:gap-4"
      >
        <span className="block truncate text-sm text-stone-700 sm:w-1/2 sm:text-base">{meaning}</span>
        <span lang="ko" className="block truncate text-lg font-bold sm:flex-1">
          {phrase.ko}
        </span>
        <span className="sr-only">{t('actions.showToLocal')}</span>
      </button>
      <button
        type="button"
        className={`flex size-11 shrink-0 items-center justify-center rounded-xl text-xl hover:bg-stone-100 ${isFavorite ? 'text-amber-700' : 'text-stone-500'}`}
        onClick={onToggleFavorite}
        aria-pressed={isFavorite}
        aria-label={t('actions.star', { phrase: phrase.ko })}
      >
        <Icon path={ICON_STAR} isFilled={isFavorite} className="size-6" />
      </button>
    </li>
  );
}
