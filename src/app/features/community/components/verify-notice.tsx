import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { paths } from '#app/paths.ts';

/** Writing in the community needs a verified e-mail, as messaging does. */
export function VerifyNotice({ what }: { what: 'post' | 'comment' }) {
  const { t } = useTranslation('community');
  return (
    <Alert tone="warning">
      {what === 'post' ? t('verify.post') : t('verify.comment')}{' '}
      <Link to={paths.verifyEmail()} className="font-semibold underline underline-offset-4">
        {t('verify.link')}
      </Link>
    </Alert>
  );
}
