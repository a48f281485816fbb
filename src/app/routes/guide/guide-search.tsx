import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '#app/components/ui/search-field.tsx';
import SiteSearchResults from '#app/routes/site-search-results.tsx';

/** One search box over guide sections, places and phrases; nothing is loaded until someone types. */
export function GuideSearch() {
  const { t } = useTranslation('guide');
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  return (
    <div role="search" className="mb-6">
      <SearchField label={t('search.label')} placeholder={t('search.placeholder')} value={query} onChange={setQuery} />
      {q.length >= 2 ? <SiteSearchResults query={q} /> : null}
    </div>
  );
}
