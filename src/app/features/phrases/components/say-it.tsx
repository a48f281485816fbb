import { useTranslation } from 'react-i18next';
import type { Phrase } from '#shared/contracts/guide';
import { Button } from '#app/components/ui/button.tsx';
import { useKoreanSpeech } from '#app/features/phrases/hooks/use-korean-speech.ts';

/**
 * How to say the phrase: a Listen button where the device has a Korean voice; where it has none, the
 * device says so and the romanization is shown large to read aloud, rather than a button that stays silent.
 */
export function SayIt({ phrase, meaning }: { phrase: Phrase; meaning: string }) {
  const { t } = useTranslation('phrases');
  const speech = useKoreanSpeech();
  if (speech.status === 'none') {
    return (
      <div className="text-center">
        <p className="text-stone-700">{meaning}</p>
        <p className="mt-3 text-3xl font-semibold break-words text-brand-800">{phrase.romanization}</p>
        <p role="note" className="mt-2 text-sm text-stone-600">
          {t('card.noVoice')}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="text-stone-600">
        {phrase.romanization} · {meaning}
      </p>
      {speech.status === 'ready' ? (
        <Button variant="secondary" onClick={() => speech.speak(phrase.ko)}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M11 5 6 9H3v6h3l5 4V5Z" />
            <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" strokeLinecap="round" />
          </svg>
          {t('card.listen')}
        </Button>
      ) : null}
    </div>
  );
}
