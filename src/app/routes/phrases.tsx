import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { usePhrases } from '#app/features/phrases/api/get-phrases.ts';
import { PhraseBrowser } from '#app/features/phrases/components/phrase-browser.tsx';
import { formatCalendarDate } from '#app/lib/dates.ts';
import { LoadError } from './load-error.tsx';
import { Icon, ICON_BOWL } from '#app/components/ui/icon.tsx';

// Opened by a tap: its card content is not part of the page's first load.
const DietCardDialog = lazy(() =>
  import('#app/features/phrases/components/diet-card-dialog.tsx').then((m) => ({ default: m.DietCardDialog })),
);

export default function PhrasesPage() {
  const { t, i18n } = useTranslation('phrases');
  const phrases = usePhrases();
  const me = useMe();
  const [isDietCardOpen, setIsDietCardOpen] = useState(false);
  const initialQuery = useSearchParams()[0].get('q') ?? '';
  return (
    <Page title={t('title')} lead={t('lead')}>
      <div className="mb-5 flex flex-wrap items-center gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4">
        <p className="flex-1 text-sm">{t('diet.teaser')}</p>
        <Button onClick={() => setIsDietCardOpen(true)}>
          <Icon path={ICON_BOWL} className="mr-1.5 inline-block size-5 align-[-0.25em]" />
          {t('diet.open')}
        </Button>
      </div>
      {phrases.isPending ? (
        <PageSpinner />
      ) : phrases.isError ? (
        <LoadError onRetry={() => void phrases.refetch()} />
      ) : (
        <>
          <PhraseBrowser phrases={phrases.data.phrases} isSignedIn={Boolean(me.data)} initialQuery={initialQuery} />
          {phrases.data.reviewed ? (
            <p className="mt-4 text-xs text-stone-500">
              {t('reviewed', { date: formatCalendarDate(phrases.data.reviewed, i18n.resolvedLanguage) })}
            </p>
          ) : null}
        </>
      )}
      {isDietCardOpen ? (
        <Suspense fallback={null}>
          <DietCardDialog onClose={() => setIsDietCardOpen(false)} />
        </Suspense>
      ) : null}
    </Page>
  );
}
