import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches, useNavigate } from 'react-router';
import { Footer } from '#app/components/layouts/footer.tsx';
import { Header } from '#app/components/layouts/header.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { useSignOut } from '#app/features/auth/api/sign-out.ts';
import { useDeactivationWatch } from '#app/features/auth/components/use-deactivation-watch.ts';
import { useOfflinePackWarmup } from '#app/features/guide/hooks/use-offline-pack-warmup.ts';
import { useUnreadTotal } from '#app/features/messaging/api/get-unread-total.ts';
import { useNotificationUnreadCount } from '#app/features/notifications/api/get-unread-count.ts';
import { useOnline } from '#app/hooks/use-online.ts';
import { useScrollRestoration } from '#app/hooks/use-scroll-restoration.ts';
import { useViewportHeight } from '#app/hooks/use-viewport-height.ts';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';

const MemberServices = lazy(() => import('./member-services.tsx'));

export function PublicLayout() {
  const { t } = useTranslation('common');
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  useDeactivationWatch();
  useScrollRestoration();
  useOfflinePackWarmup();
  const isOnline = useOnline();
  const user = me.data ?? null;
  const unread = useUnreadTotal(user !== null);
  const notificationCount = useNotificationUnreadCount(user !== null);
  // The chat is an app screen: exactly the visible height, its header and composer fixed, only its list scrolling.
  const fillsViewport = useMatches().some((m) => (m.handle as { fillsViewport?: boolean } | undefined)?.fillsViewport);
  const viewportHeight = useViewportHeight(fillsViewport);

  const handleLogout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => toast.success(t('common:account.signedOut')),
      onSettled: () => navigate(paths.home()),
    });

  return (
    <div
      className={fillsViewport ? 'flex h-dvh flex-col overflow-hidden' : 'flex min-h-dvh flex-col'}
      style={viewportHeight ? { height: viewportHeight } : undefined}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('common:skipToContent')}
      </a>
      <Header
        user={user}
        unreadCount={user ? (unread.data ?? 0) : 0}
        notificationCount={user ? (notificationCount.data ?? 0) : 0}
        onLogout={handleLogout}
        isLoggingOut={signOut.isPending}
      />
      {isOnline ? null : (
        <div role="status" className="bg-stone-800 px-4 py-2 text-center text-sm text-white">
          {t('common:offline')}
        </div>
      )}
      {user && !user.emailVerified ? (
        <div className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          {t('common:account.verifyBanner')}{' '}
          <Link to={paths.verifyEmail()} className="font-semibold underline underline-offset-4">
            {t('common:account.verifyAction')}
          </Link>
        </div>
      ) : null}
      {/* At least a screen tall: the footer stays below the fold while a page loads, so it never jumps (CLS). */}
      <main
        id="main"
        tabIndex={-1}
        className={`flex-1 focus:outline-none ${fillsViewport ? 'flex min-h-0 flex-col' : 'min-h-dvh'}`}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {fillsViewport ? null : <Footer />}
      {user ? (
        <Suspense fallback={null}>
          {/* A refused stream may mean the session is gone (signed out elsewhere, deactivated); an admin may have banned us. */}
          <MemberServices userId={user.id} onAccountChanged={() => void me.refetch()} />
        </Suspense>
      ) : null}
    </div>
  );
}
