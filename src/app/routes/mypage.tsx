import { useTranslation } from 'react-i18next';
import { Page } from '../components/ui/page.tsx';
import { LanguageSelect } from '../components/ui/language-select.tsx';
import { ResendVerificationButton } from '../features/auth/components/resend-verification-button.tsx';
import { RequireUser } from './require-user.tsx';

export default function MyPage() {
  const { t, i18n } = useTranslation(['mypage', 'auth']);
  return (
    <RequireUser>
      {(user) => (
        <Page title={t('title')}>
          <section aria-labelledby="profile-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="profile-heading" className="text-lg font-bold">{t('profile.heading')}</h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-[10rem_1fr]">
              <dt className="text-sm text-stone-500">{t('profile.nickname')}</dt>
              <dd className="font-semibold">{user.nickname}</dd>
              <dt className="text-sm text-stone-500">{t('profile.email')}</dt>
              <dd>
                <p>{user.email}</p>
                <p className={`mt-1 text-sm ${user.emailVerified ? 'text-green-700' : 'text-amber-700'}`}>
                  {user.emailVerified ? `✓ ${t('profile.verified')}` : t('profile.unverified')}
                </p>
                {user.emailVerified ? null : <div className="mt-2"><ResendVerificationButton /></div>}
              </dd>
              <dt className="text-sm text-stone-500">{t('profile.language')}</dt>
              <dd><LanguageSelect /></dd>
              <dt className="text-sm text-stone-500">{t('profile.memberSince')}</dt>
              <dd>{new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(user.createdAt))}</dd>
            </dl>
          </section>
        </Page>
      )}
    </RequireUser>
  );
}
