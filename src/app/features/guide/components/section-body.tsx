import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// A section longer than this shows its first paragraph on a phone, the rest a tap away.
const OPEN_PARAGRAPHS = 1;
const COLLAPSE_FROM = 3;

/**
 * A guide section's paragraphs. On a phone (below 640 px) a long section opens with its first paragraph and a
 * button for the rest, so a topic can be skimmed section by section; wider screens show everything.
 */
export function SectionBody({ paragraphs }: { paragraphs: string[] }) {
  const { t } = useTranslation('guide');
  const [isOpen, setIsOpen] = useState(false);
  const restId = useId();
  const isLong = paragraphs.length >= COLLAPSE_FROM;
  const paragraph = (text: string, i: number) => (
    <p key={i} className="mt-2 leading-relaxed text-stone-700">
      {text}
    </p>
  );
  if (!isLong) return <>{paragraphs.map(paragraph)}</>;
  const rest = paragraphs.slice(OPEN_PARAGRAPHS);
  return (
    <>
      {paragraphs.slice(0, OPEN_PARAGRAPHS).map(paragraph)}
      <div id={restId} className={isOpen ? undefined : 'max-sm:hidden'}>
        {rest.map((text, i) => paragraph(text, i + OPEN_PARAGRAPHS))}
      </div>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={restId}
        onClick={() => setIsOpen(!isOpen)}
        className="mt-2 min-h-11 rounded-xl px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline sm:hidden"
      >
        {isOpen ? t('article.less') : t('article.more', { count: rest.length })}
      </button>
    </>
  );
}
