// npx tsx scripts/draw-og-images.ts: draws public/og/<section>.jpg, the picture a shared link shows (Open Graph,
// 1200×630), one per section of the site, with its title in Spanish, English and Korean. Drawn by Chromium
// from the brand's colours and the guide's line icons; run again only to change them, the output is committed.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../tests/e2e/support/browser.ts';

const LANGUAGES = ['es', 'en', 'ko'] as const;
const locale = (lng: string, ns: string) => JSON.parse(readFileSync(`public/locales/${lng}/${ns}.json`, 'utf8'));
const lookup = (lng: string, key: string) => {
  const [ns, rest] = key.split(':') as [string, string];
  return rest.split('.').reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, locale(lng, ns));
};

// The guide's icons (components/ui/guide-icon.tsx) on a 24-unit grid, and a speech bubble for the phrases.
const ICONS = {
  map: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z M12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z M11 18h2',
  people: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20a6 6 0 0 1 12 0 M16 5a3 3 0 0 1 0 6 M18 14.8A6 6 0 0 1 21 20',
  bubble: 'M4 5h16v11H9l-5 4z M8 9h8 M8 12h5',
  siren: 'M6 18v-6a6 6 0 0 1 12 0v6 M4 18h16v3H4z M12 2v2 M3 6l1.5 1 M21 6l-1.5 1 M12 9v5',
};
const TAEGEUK = `<svg viewBox="0 0 64 64" width="150" height="150"><rect width="64" height="64" rx="14" fill="#fff"/><circle cx="32" cy="32" r="18" fill="#fff"/><path d="M14 32a18 18 0 0 1 36 0 9 9 0 0 1-18 0 9 9 0 0 0-18 0z" fill="#cd2e3a"/><path d="M50 32a18 18 0 0 1-36 0 9 9 0 0 1 18 0 9 9 0 0 0 18 0z" fill="#0047a0"/></svg>`;

export const OG_SECTIONS = {
  home: { icon: null, title: 'common:home.title' },
  guide: { icon: ICONS.map, title: 'guide:title' },
  emergency: { icon: ICONS.siren, title: 'guide:topics.emergency.title' },
  phrases: { icon: ICONS.bubble, title: 'phrases:title' },
  apps: { icon: ICONS.phone, title: 'guide:apps.title' },
  community: { icon: ICONS.people, title: 'community:home.title' },
} as const;

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function card(section: keyof typeof OG_SECTIONS) {
  const { icon, title } = OG_SECTIONS[section];
  const [first, ...others] = LANGUAGES.map((lng) => escapeHtml(String(lookup(lng, title))));
  const picture = icon
    ? `<svg viewBox="0 0 24 24" width="150" height="150" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="${icon}"/></svg>`
    : TAEGEUK;
  return `<!doctype html><html><body style="margin:0">
<div style="box-sizing:border-box;width:1200px;height:630px;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;background:linear-gradient(135deg,#c2410c,#dc2626);color:#fff;font-family:'Noto Sans','Noto Sans CJK KR',sans-serif">
  <div style="display:flex;align-items:center;gap:28px;font-size:56px;font-weight:800">${TAEGEUK.replace(/150/g, '84')}Hola Corea</div>
  <div style="display:flex;align-items:flex-end;justify-content:space-between;gap:40px">
    <div><div style="font-size:68px;font-weight:800;line-height:1.1">${first}</div>
    <div style="margin-top:18px;font-size:36px;opacity:.92">${others.join(' · ')}</div></div>
    <div style="flex:none">${picture}</div>
  </div>
</div></body></html>`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
mkdirSync('public/og', { recursive: true });
for (const section of Object.keys(OG_SECTIONS) as (keyof typeof OG_SECTIONS)[]) {
  await page.setContent(card(section));
  await page.screenshot({ path: `public/og/${section}.jpg`, type: 'jpeg', quality: 85 });
}
await browser.close();
