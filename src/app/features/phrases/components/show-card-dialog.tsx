import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Phrase } from '#shared/contracts/guide';
import { Button } from '#app/components/ui/button.tsx';
import { useWakeLock } from '#app/hooks/use-wake-lock.ts';
import { FullscreenDialog } from '#app/components/ui/fullscreen-dialog.tsx';
import { SayIt } from './say-it.tsx';
import { numberFormat } from '#app/lib/dates.ts';

type Answer = { kind: 'yes' | 'no' } | { kind: 'number'; digits: string } | null;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0', '000'];

/** "Show to a local": the phrase in large Hangul, and one-tap answers the local can give back. */
export function ShowCardDialog({ phrase, meaning, onClose }: { phrase: Phrase; meaning: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('phrases');
  const [answer, setAnswer] = useState<Answer>(null);
  useWakeLock(true);

  const digits = answer?.kind === 'number' ? answer.digits : '';
  const press = (key: string) => setAnswer({ kind: 'number', digits: (digits + key).replace(/^0+/, '').slice(0, 9) });
  const number = digits ? numberFormat(i18n.resolvedLanguage).format(Number(digits)) : '';
  // The answer in the reader's language beside the Korean, unless the reader's language is Korean ("네 · 네").
  const inReaderLanguage = (text: string) => (i18n.resolvedLanguage === 'ko' ? null : <> · {text}</>);

  return (
    <FullscreenDialog label={t('card.title')} onClose={onClose}>
      <div className="mx-auto flex min-h-full max-w-xl flex-col gap-6 p-5">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-stone-500">{t('card.title')}</p>
          <Button variant="secondary" onClick={onClose}>
            {t('card.close')}
          </Button>
        </div>
        <p lang="ko" className="text-center text-4xl font-bold leading-snug break-keep sm:text-5xl">
          {phrase.ko}
        </p>
        <SayIt phrase={phrase} meaning={meaning} />
        <section aria-labelledby="answer-heading" className="mt-auto rounded-2xl bg-stone-100 p-4">
          <h2 id="answer-heading" className="text-center text-sm font-semibold" lang="ko">
            {t('card.localPrompt')}
          </h2>
          <p className="text-center text-xs text-stone-600">{t('card.answersLabel')}</p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button
              className="text-lg"
              onClick={() => setAnswer({ kind: 'yes' })}
              aria-pressed={answer?.kind === 'yes'}
            >
              <span lang="ko">네</span>
              {inReaderLanguage(t('card.yes'))}
            </Button>
            <Button
              variant="secondary"
              className="text-lg"
              onClick={() => setAnswer({ kind: 'no' })}
              aria-pressed={answer?.kind === 'no'}
            >
              <span lang="ko">아니요</span>
              {inReaderLanguage(t('card.no'))}
            </Button>
          </div>
          <div className="mt-2 grid grid-cols-3 gap-2" role="group" aria-label={t('card.numberPad')}>
            {KEYS.map((key) => (
              <Button key={key} variant="secondary" className="text-lg" onClick={() => press(key)}>
                {key}
              </Button>
            ))}
          </div>
          <div aria-live="polite" className="mt-3 min-h-16 text-center">
            {answer?.kind === 'yes' ? <p className="text-3xl font-bold text-green-700">{t('card.yes')}</p> : null}
            {answer?.kind === 'no' ? <p className="text-3xl font-bold text-red-700">{t('card.no')}</p> : null}
            {answer?.kind === 'number' && number ? (
              <p className="text-3xl font-bold">
                {number} <span className="text-base font-normal text-stone-600">{t('card.numberHint')}</span>
              </p>
            ) : null}
          </div>
          {answer ? (
            <Button variant="ghost" className="w-full" onClick={() => setAnswer(null)}>
              {t('card.clear')}
            </Button>
          ) : null}
        </section>
        <p className="text-center text-xs text-stone-500">{t('card.awake')}</p>
      </div>
    </FullscreenDialog>
  );
}
