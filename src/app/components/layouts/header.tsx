import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '#app/paths.ts';
import { LanguageSelect } from '#app/components/ui/language-select.tsx';
import { useBeforeApp } from '#app/lib/before-app.ts';
import { Icon, ICON_BELL, ICON_CHAT, ICON_CLOSE, ICON_MENU } from '#app/components/ui/icon.tsx';

type Props = {
  user: { nickname: string } | null;
  unreadCount: number;
  /** Unread in-app notifications, shown on the bell. */
  notificationCount?: number;
  onLogout: () => void;
  isLoggingOut?: boolean;
};

// One line each, whatever the language: a label that wraps makes the header two rows tall (or wider than the page).
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center whitespace-nowrap rounded-xl px-3 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-700 hover:bg-stone-100'}`;

export function Header({ user, unreadCount, notificationCount = 0, onLogout, isLoggingOut }: Props) {
  const { t } = useTranslation('common');
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const location = useLocation();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const beforeApp = useBeforeApp();
  useEffect(() => setIsMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isMenuOpen]);

  const mainLinks = (
    <>
      <NavLink to={paths.community()} className={navLinkClass}>
        {t('nav.community')}
      </NavLink>
      <NavLink to={paths.guide()} className={navLinkClass}>
        {t('nav.guide')}
      </NavLink>
      <NavLink to={paths.phrases()} className={navLinkClass}>
        {t('nav.phrases')}
      </NavLink>
    </>
  );

  const accountLinks = user ? (
    <>
      <Link
        to={paths.messages()}
        className="relative flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-xl px-3 text-sm font-medium text-stone-700 hover:bg-stone-100"
        aria-label={unreadCount > 0 ? t('nav.messagesUnread', { count: unreadCount }) : t('nav.messages')}
      >
        <Icon path={ICON_CHAT} />
        {/* In the menu, and on wide screens; between, the icon (named by aria-label) keeps the header on one line. */}
        <span className="ml-1 lg:hidden xl:inline">{t('nav.messages')}</span>
        {unreadCount > 0 ? (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="ml-1 rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
          >
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        ) : null}
      </Link>
      <NavLink to={paths.myPage()} className={navLinkClass}>
        {t('nav.myPage')}
        <span className="ml-1.5 max-w-40 truncate rounded-full bg-stone-100 px-2 text-xs text-stone-600 lg:hidden xl:inline">
          {user.nickname}
        </span>
      </NavLink>
      <button
        type="button"
        onClick={onLogout}
        disabled={isLoggingOut}
        className="flex min-h-11 items-center whitespace-nowrap rounded-xl px-3 text-sm font-medium text-stone-700 hover:bg-stone-100"
      >
        {t('nav.logout')}
      </button>
    </>
  ) : (
    <>
      <NavLink to={paths.login()} className={navLinkClass}>
        {t('nav.login')}
      </NavLink>
      <Link
        to={paths.signup()}
        className="flex min-h-11 items-center whitespace-nowrap rounded-xl bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t('nav.signup')}
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
      {/* Wider than the pages' column from 1280 px: there the account links show their labels and the nickname. */}
      <div className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2 xl:max-w-6xl">
        {/* At large text sizes on a phone the name gives way (truncated), never the menu button. */}
        <Link
          to={paths.home()}
          className="flex min-h-11 min-w-0 items-center gap-2 text-lg font-extrabold text-brand-700"
        >
          {/* The favicon's drawing, inline: no request (and no revalidation) on a first load. */}
          <svg aria-hidden="true" viewBox="0 0 64 64" className="size-7 shrink-0">
            <rect width="64" height="64" rx="14" fill="#ea580c" />
            <circle cx="32" cy="32" r="16" fill="#fff" />
            <path d="M16 32a16 16 0 0 1 32 0 8 8 0 0 1-16 0 8 8 0 0 0-16 0z" fill="#cd2e3a" />
            <path d="M48 32a16 16 0 0 1-32 0 8 8 0 0 1 16 0 8 8 0 0 0 16 0z" fill="#0047a0" />
          </svg>
          <span className="truncate whitespace-nowrap">{t('appName')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-1 lg:flex">
          {mainLinks}
        </nav>
        <div className="ml-auto hidden items-center gap-1 lg:flex">
          {beforeApp ? <beforeApp.Languages /> : <LanguageSelect />}
          {accountLinks}
        </div>
        {user ? (
          <Link
            to={paths.notifications()}
            className="relative ml-auto flex min-h-11 min-w-11 items-center justify-center rounded-xl text-stone-700 hover:bg-stone-100 lg:ml-0"
            aria-label={
              notificationCount > 0
                ? t('nav.notificationsUnread', { count: notificationCount })
                : t('nav.notifications')
            }
          >
            <Icon path={ICON_BELL} className="size-6" />
            {notificationCount > 0 ? (
              <span
                aria-hidden="true"
                data-testid="notification-badge"
                className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
              >
                {notificationCount > 99 ? '99+' : notificationCount}
              </span>
            ) : null}
          </Link>
        ) : null}
        {beforeApp ? (
          <beforeApp.Menu mainLinks={mainLinks} accountLinks={accountLinks} />
        ) : (
          <button
            ref={menuButtonRef}
            type="button"
            className={`relative flex min-h-11 min-w-11 items-center justify-center rounded-xl border border-stone-300 lg:hidden ${user ? '' : 'ml-auto'}`}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            <span className="sr-only">{isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
            <Icon path={isMenuOpen ? ICON_CLOSE : ICON_MENU} className="size-6" />
            {user && unreadCount > 0 && !isMenuOpen ? (
              <span aria-hidden="true" className="absolute right-3 top-2 size-2.5 rounded-full bg-red-600" />
            ) : null}
          </button>
        )}
      </div>
      {isMenuOpen ? (
        <div id="mobile-menu" className="border-t border-stone-200 px-4 pb-4 lg:hidden">
          <nav aria-label={t('nav.main')} className="flex flex-col py-2">
            {mainLinks}
          </nav>
          <div className="flex flex-col gap-1 border-t border-stone-200 pt-2">
            {accountLinks}
            <div className="pt-2">
              <LanguageSelect />
            </div>
          </div>
        </div>
      ) : null}
    </header>
  );
}
