import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { useSignOut } from '#app/features/auth/api/sign-out.ts';
import { TwoFactorSetup } from '#app/features/auth/components/two-factor-setup.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { type AdminLoginReason, paths } from '#app/paths.ts';
import { useScrollRestoration } from '#app/hooks/use-scroll-restoration.ts';

const NAV = ['dashboard', 'users', 'phrases', 'places', 'community', 'reports'] as const;

/** The spec's admin guard: anyone but a loaded admin is signed out and sent to /madre-moni/login with the reason. */
function useAdminGuard() {
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const hasActed = useRef(false);

  let reason: AdminLoginReason | 'signedOut' | null = null;
  if (me.isError) {
    const code = me.error instanceof ApiError ? me.error.code : '';
    reason =
      code === 'ACCOUNT_DEACTIVATED' ? 'deactivated' : code === 'PROFILE_NOT_FOUND' ? 'profileNotFound' : 'loadFailed';
  } else if (me.isSuccess && !me.data) {
    reason = 'signedOut';
  } else if (me.data && me.data.role !== 'admin') {
    reason = 'notAdmin';
  }

  useEffect(() => {
    // The first reason wins: signing out turns any of them into 'signedOut' on the next render.
    if (!reason || hasActed.current) return;
    hasActed.current = true;
    navigate(paths.admin.login(reason === 'signedOut' ? undefined : reason), { replace: true });
    if (reason !== 'signedOut') signOut.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- acts once per mount
  }, [reason]);

  return reason === null && me.data?.role === 'admin' ? me.data : null;
}

export default function AdminLayout() {
  useScrollRestoration();
  const { t } = useTranslation(['admin', 'auth']);
  const admin = useAdminGuard();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!admin) return <PageSpinner />;
  // The server refuses admin tools until the admin has a second factor: the bootstrap admin enrols at first sign-in.
  if (!admin.twoFactorEnabled) {
    return (
      <div className="min-h-dvh bg-stone-100">
        <Page title={t('auth:twoFactor.setupTitle')} width="max-w-md">
          <div className="rounded-2xl border border-stone-200 bg-white p-5">
            <TwoFactorSetup />
          </div>
          {/* A way out for an admin who cannot set it up now (no phone at hand). */}
          <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
            <Link to={paths.home()} className="flex min-h-11 items-center underline underline-offset-4">
              {t('nav.site')}
            </Link>
            <button
              type="button"
              className="flex min-h-11 items-center underline underline-offset-4"
              onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(paths.admin.login()) })}
            >
              {t('nav.logout')}
            </button>
          </div>
        </Page>
      </div>
    );
  }

  const handleLogout = () => signOut.mutate(undefined, { onSettled: () => navigate(paths.admin.login()) });
  const quiet = 'flex min-h-11 items-center rounded-lg px-3 text-sm text-stone-300 hover:bg-stone-800';

  return (
    // data-admin: the admin area keeps its light look in dark mode (index.css).
    <div data-admin="" className="flex min-h-dvh flex-col bg-stone-100 md:flex-row">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('nav.skip')}
      </a>
      <aside className="border-b border-stone-800 bg-stone-900 text-stone-100 md:sticky md:top-0 md:h-dvh md:w-60 md:shrink-0 md:border-b-0 md:border-r">
        <div className="flex items-center justify-between gap-2 px-4 py-3">
          <Link to={paths.admin.dashboard()} className="font-extrabold">
            {t('brand')}
          </Link>
          <span className="truncate text-xs text-stone-400">{admin.nickname}</span>
        </div>
        <nav
          aria-label={t('nav.label')}
          // On a phone the sections wrap onto a second line: a strip scrolling sideways hid the last ones, with no cue.
          className="flex flex-wrap gap-1 px-2 pb-2 md:flex-col"
        >
          {NAV.map((item) => (
            <NavLink
              key={item}
              to={paths.admin[item]()}
              className={({ isActive }) =>
                `flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm ${isActive ? 'bg-brand-600 font-semibold text-white' : 'text-stone-300 hover:bg-stone-800'}`
              }
            >
              {t(`nav.${item}`)}
            </NavLink>
          ))}
        </nav>
        <div className="flex gap-1 px-2 pb-2 md:flex-col md:pb-4">
          <Link to={paths.home()} className={quiet}>
            {t('nav.site')}
          </Link>
          <button type="button" className={`${quiet} text-left`} onClick={handleLogout}>
            {t('nav.logout')}
          </button>
        </div>
      </aside>
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
