import { useTranslation } from 'react-i18next';
import type { Phrase } from '#shared/contracts/guide';

type Props = {
  phrase: Phrase;
  meaning: string;
  isFavorite: boolean;
  canSpeak: boolean;
  onSpeak: () => void;
  onShow: () => void;
  onToggleFavorite: () => void;
};

const iconButton =
  'flex min-h-11 min-w-11 items-center justify-center rounded-xl border border-stone-200 bg-white text-lg hover:bg-stone-100';

export function PhraseItem({ phrase, meaning, isFavorite, canSpeak, onSpeak, onShow, onToggleFavorite }: Props) {
  const { t } = useTranslation('phrases');
  return (
    <li className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="min-w-0 flex-1">
        <p lang="ko" className="text-xl font-bold break-keep">
          {phrase.ko}
        </p>
        <p className="text-sm text-stone-500">{phrase.romanization}</p>
        <p className="mt-1">{meaning}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-start">
        {canSpeak ? (
          <button
            type="button"
            className={iconButton}
            onClick={onSpeak}
            aria-label={t('actions.listen', { phrase: phrase.ko })}
          >
            <span aria-hidden="true">🔊</span>
          </button>
        ) : null}
        <button
          type="button"
          className={iconButton}
          onClick={onShow}
          aria-label={t('actions.show', { phrase: phrase.ko })}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
        <button
          type="button"
          className={`${iconButton} ${isFavorite ? 'text-amber-500' : 'text-stone-400'}`}
          onClick={onToggleFavorite}
          aria-pressed={isFavorite}
          aria-label={t('actions.star', { phrase: phrase.ko })}
        >
          <span aria-hidden="true">{isFavorite ? '★' : '☆'}</span>
        </button>
      </div>
    </li>
  );
}
