import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#app/components/ui/button.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { paths } from '#app/paths.ts';

export default function UnauthorizedPage() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('unauthorized.title')} lead={t('unauthorized.body')}>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.home()} className={buttonClass('primary')}>
          {t('notFound.home')}
        </Link>
        <Link to={paths.login()} className={buttonClass('secondary')}>
          {t('nav.login')}
        </Link>
      </div>
    </Page>
  );
}
