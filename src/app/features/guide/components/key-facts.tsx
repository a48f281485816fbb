import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GuideIcon } from '#app/components/ui/guide-icon.tsx';
import { Emphasized } from '#app/features/guide/components/emphasized.tsx';

/** The topic at a glance: its key facts, numbers in bold, above the contents. */
export function KeyFacts({ facts }: { facts: string[] }) {
  const { t } = useTranslation('guide');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-2xl border border-brand-200 bg-brand-50 p-4">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-brand-800">
        <GuideIcon name="info" className="size-5" />
        {t('article.keyFacts')}
      </h2>
      <ul className="mt-2 space-y-2 text-sm leading-relaxed text-stone-700">
        {facts.map((fact, i) => (
          <li key={i} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
            <span>
              <Emphasized text={fact} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
