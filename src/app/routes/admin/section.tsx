import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Page } from '../../components/ui/page.tsx';

type Section = 'phrases' | 'places' | 'community' | 'reports';

export default function AdminSectionPage({ section }: { section: Section }) {
  const { t } = useTranslation('admin');
  return (
    <Page title={t(`nav.${section}`)} width="max-w-5xl">
      <EmptyState icon="🗂️" title={t(`empty.${section}`)} />
    </Page>
  );
}
