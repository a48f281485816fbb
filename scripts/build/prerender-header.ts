/*
 * The site header of a prerendered page: the app's own (components/layouts/header.tsx, signed out), working
 * before the app takes over (0.4–1.5 s on a phone): plain links, and <details> for the phone's menu and the
 * language choice, which open with no JavaScript. A language is a link to the same page with ?lng=, which the
 * server answers in that language and the app then keeps.
 */

const LANGUAGES = ['ko', 'es', 'en'] as const;
type Lng = (typeof LANGUAGES)[number];
type T = (key: string) => string;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const LOGO = `<svg aria-hidden="true" viewBox="0 0 64 64" class="size-7 shrink-0"><rect width="64" height="64" rx="14" fill="#ea580c"></rect><circle cx="32" cy="32" r="16" fill="#fff"></circle><path d="M16 32a16 16 0 0 1 32 0 8 8 0 0 1-16 0 8 8 0 0 0-16 0z" fill="#cd2e3a"></path><path d="M48 32a16 16 0 0 1-32 0 8 8 0 0 1 16 0 8 8 0 0 0 16 0z" fill="#0047a0"></path></svg>`;
const LINK =
  'flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-xl px-3 text-sm font-medium text-stone-700 hover:bg-stone-100';
const SIGNUP =
  'flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-xl bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700';
const SUMMARY = 'flex min-h-11 cursor-pointer list-none items-center rounded-xl [&::-webkit-details-marker]:hidden';

export function prerenderedHeader(lng: Lng, pagePath: string, t: T) {
  const link = (href: string, label: string, extra = LINK) =>
    `<a href="${href}" class="${extra}">${escapeHtml(label)}</a>`;
  const main = [
    link('/community', t('common:nav.community')),
    link('/guide', t('common:nav.guide')),
    link('/phrases', t('common:nav.phrases')),
  ].join('');
  const account = link('/auth/login', t('common:nav.login')) + link('/auth/signup', t('common:nav.signup'), SIGNUP);
  const languageLinks = LANGUAGES.map(
    (l) =>
      `<a href="${pagePath}?lng=${l}" hreflang="${l}"${l === lng ? ' aria-current="true"' : ''} class="${LINK}${l === lng ? ' font-bold' : ''}">${escapeHtml(t(`common:language.${l}`))}</a>`,
  ).join('');
  const languages = `<details class="relative"><summary class="${SUMMARY} border border-stone-300 bg-white px-2 text-sm"><span class="sr-only">${escapeHtml(t('common:language.label'))}: </span>${escapeHtml(t(`common:language.${lng}`))} ▾</summary><div class="absolute right-0 top-full z-30 mt-1 flex min-w-36 flex-col rounded-xl border border-stone-200 bg-white p-1 shadow-lg">${languageLinks}</div></details>`;
  const menu = `<details class="ml-auto lg:hidden"><summary class="${SUMMARY} min-w-11 justify-center border border-stone-300"><span class="sr-only">${escapeHtml(t('common:nav.openMenu'))}</span><span aria-hidden="true" class="text-xl">☰</span></summary><div class="absolute inset-x-0 top-full border-b border-t border-stone-200 bg-white px-4 pb-4"><nav aria-label="${escapeHtml(t('common:nav.main'))}" class="flex flex-col py-2">${main}</nav><div class="flex flex-col gap-1 border-t border-stone-200 pt-2">${account}<div class="flex flex-wrap gap-1 pt-2">${languageLinks}</div></div></div></details>`;
  return `<header class="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur"><div class="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2 xl:max-w-6xl"><a href="/" class="flex min-h-11 min-w-0 items-center gap-2 text-lg font-extrabold text-brand-700">${LOGO}<span class="truncate whitespace-nowrap">${escapeHtml(t('common:appName'))}</span></a><nav aria-label="${escapeHtml(t('common:nav.main'))}" class="ml-4 hidden items-center gap-1 lg:flex">${main}</nav><div class="ml-auto hidden items-center gap-1 lg:flex">${languages}${account}</div>${menu}</div></header>`;
}
