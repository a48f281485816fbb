import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isBanActive, isPermanentBan } from '#shared/account-rules';
import type { Me } from '#shared/contracts/auth';
import { MESSAGE_REPORT_WARNING_AT } from '#shared/limits';
import { Alert } from '#app/components/ui/alert.tsx';
import { LanguageSelect } from '#app/components/ui/language-select.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { SectionLoadError } from '#app/components/ui/section-load-error.tsx';
import { useUpdateMe } from '#app/features/auth/api/update-me.ts';
import { ChangePasswordForm } from '#app/features/auth/components/change-password-form.tsx';
import { DeleteAccountForm } from '#app/features/auth/components/delete-account-form.tsx';
import { NicknameForm } from '#app/features/auth/components/nickname-form.tsx';
import { ResendVerificationButton } from '#app/features/auth/components/resend-verification-button.tsx';
import { SignOutEverywhereButton } from '#app/features/auth/components/sign-out-everywhere-button.tsx';
import { useMyActivity } from '#app/features/community/api/get-my-activity.ts';
import { BlockedUsers } from '#app/features/messaging/components/blocked-users.tsx';
import { MessagePrivacyForm } from '#app/features/messaging/components/message-privacy-form.tsx';
import { NotificationSettingsForm } from '#app/features/notification-settings/components/notification-settings-form.tsx';
import { useAccountFavorites } from '#app/features/phrases/api/favorite-phrases.ts';
import { usePhrases } from '#app/features/phrases/api/get-phrases.ts';
import { dateTimeFormat, formatDateTime, formatRelative } from '#app/lib/dates.ts';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';
import { RequireUser } from './require-user.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function MessagingStanding({ user }: { user: Me }) {
  const { t, i18n } = useTranslation('mypage');
  if (isBanActive(user.banUntil)) {
    if (isPermanentBan(user.banUntil!)) return <Alert tone="error">{t('standing.bannedForever')}</Alert>;
    return (
      <Alert tone="error">
        {t('standing.banned', { date: formatDateTime(user.banUntil!, i18n.resolvedLanguage) })}
      </Alert>
    );
  }
  if (user.totalMessageReports >= MESSAGE_REPORT_WARNING_AT) {
    return <Alert tone="warning">{t('standing.warning', { count: user.totalMessageReports })}</Alert>;
  }
  return <p className="text-sm text-green-700">✓ {t('standing.good')}</p>;
}

function FavoritePhrases() {
  const { t, i18n } = useTranslation('mypage');
  const favorites = useAccountFavorites(true);
  const phrases = usePhrases();
  if (favorites.isPending || phrases.isPending) return <Spinner className="size-6" />;
  const ids = new Set(favorites.data?.phraseIds ?? []);
  const starred = (phrases.data?.phrases ?? []).filter((p) => ids.has(p.id));
  if (starred.length === 0) return <p className="text-sm text-stone-600">{t('favorites.empty')}</p>;
  return (
    <ul className="divide-y divide-stone-100">
      {starred.map((p) => (
        <li key={p.id} className="py-2">
          <span lang="ko" className="font-semibold">
            {p.ko}
          </span>
          <span className="block text-sm text-stone-600">{i18n.resolvedLanguage === 'es' ? p.es : p.en}</span>
        </li>
      ))}
    </ul>
  );
}

function ActivityList({
  title,
  empty,
  items,
}: {
  title: string;
  empty: string;
  items: { key: number; href: string; text: string; note: string }[];
}) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="mt-1 divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.key} className="py-2">
              <Link to={item.href} className="line-clamp-2 text-brand-700 underline-offset-4 hover:underline">
                {item.text}
              </Link>
              <span className="block text-xs text-stone-500">{item.note}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MyActivity() {
  const { t, i18n } = useTranslation('mypage');
  const activity = useMyActivity();
  const language = i18n.resolvedLanguage;
  if (activity.isPending) return <Spinner className="size-6" />;
  if (activity.isError) {
    return <SectionLoadError message={t('activity.loadError')} onRetry={() => void activity.refetch()} />;
  }
  const { posts, comments, likedPosts } = activity.data;
  const boardName = (name: { ko: string; es: string; en: string }) =>
    language === 'es' ? name.es : language === 'en' ? name.en : name.ko;
  const postItems = (list: typeof posts) =>
    list.map((p) => ({
      key: p.id,
      href: paths.post(String(p.id)),
      text: p.title,
      note: `${boardName(p.board.name)} · ${formatRelative(p.createdAt, language)}`,
    }));
  return (
    <div className="space-y-5">
      <ActivityList title={t('activity.posts')} empty={t('activity.noPosts')} items={postItems(posts)} />
      <ActivityList
        title={t('activity.comments')}
        empty={t('activity.noComments')}
        items={comments.map((c) => ({
          key: c.id,
          href: paths.post(String(c.post.id)),
          text: c.body,
          note: `${t('activity.onPost', { title: c.post.title })} · ${formatRelative(c.createdAt, language)}`,
        }))}
      />
      <ActivityList title={t('activity.liked')} empty={t('activity.noLiked')} items={postItems(likedPosts)} />
    </div>
  );
}

export default function MyPage() {
  const { t, i18n } = useTranslation(['mypage', 'auth', 'notify']);
  const updateMe = useUpdateMe();
  const navigate = useNavigate();
  return (
    <RequireUser title={t('title')}>
      {(user) => (
        <Page title={t('title')}>
          <div className="space-y-5">
            <Section id="profile-heading" title={t('profile.heading')}>
              <NicknameForm key={user.nickname} nickname={user.nickname} />
              <dl className="mt-5 grid gap-4 sm:grid-cols-[10rem_1fr]">
                <dt className="text-sm text-stone-500">{t('profile.email')}</dt>
                <dd>
                  <p>{user.email}</p>
                  <p className={`mt-1 text-sm ${user.emailVerified ? 'text-green-700' : 'text-amber-700'}`}>
                    {user.emailVerified ? `✓ ${t('profile.verified')}` : t('profile.unverified')}
                  </p>
                  {user.emailVerified ? null : (
                    <div className="mt-2">
                      <ResendVerificationButton />
                    </div>
                  )}
                </dd>
                <dt className="text-sm text-stone-500">{t('profile.language')}</dt>
                <dd>
                  <LanguageSelect onChange={(language) => updateMe.mutate({ language })} />
                </dd>
                <dt className="text-sm text-stone-500">{t('profile.memberSince')}</dt>
                <dd>{dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(user.createdAt))}</dd>
              </dl>
            </Section>
            <Section id="standing-heading" title={t('standing.heading')}>
              <MessagingStanding user={user} />
              <h3 className="mt-5 font-semibold">{t('messagePrivacy.heading')}</h3>
              <div className="mt-2">
                <MessagePrivacyForm />
              </div>
              <h3 className="mt-5 font-semibold">{t('blocked.heading')}</h3>
              <div className="mt-2">
                <BlockedUsers chatHref={paths.chat} />
              </div>
            </Section>
            <Section id="notifications" title={t('notify:settings.title')}>
              <NotificationSettingsForm emailVerified={user.emailVerified} />
            </Section>
            <Section id="activity-heading" title={t('activity.heading')}>
              <MyActivity />
            </Section>
            <Section id="favorites-heading" title={t('favorites.heading')}>
              <FavoritePhrases />
              <Link
                to={paths.phrases()}
                className="mt-3 inline-block text-sm text-brand-700 underline underline-offset-4"
              >
                {t('favorites.all')}
              </Link>
            </Section>
            <Section id="security-heading" title={t('security.heading')}>
              <ChangePasswordForm />
              <div className="mt-6 border-t border-stone-200 pt-4">
                <SignOutEverywhereButton onDone={() => navigate(paths.home())} />
              </div>
            </Section>
            <Section id="account-heading" title={t('account.heading')}>
              <p className="text-sm text-stone-600">{t('account.exportExplain')}</p>
              <a
                href="/api/me/export"
                download
                className="mt-2 inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 text-sm font-semibold hover:bg-stone-100"
              >
                {t('account.export')}
              </a>
              <div className="mt-6 border-t border-stone-200 pt-4">
                <DeleteAccountForm
                  nickname={user.nickname}
                  onDeleted={() => {
                    toast.success(t('account.deleted'));
                    navigate(paths.home());
                  }}
                />
              </div>
            </Section>
          </div>
        </Page>
      )}
    </RequireUser>
  );
}
