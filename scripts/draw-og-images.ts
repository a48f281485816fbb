// npx vite build && npx tsx --tsconfig tsconfig.app.json scripts/draw-og-images.ts: draws public/og/*.jpg, the
// picture a shared link shows (Open Graph, 1200×630), with the page's title in Spanish, English and Korean: one
// per section of the site, and one per guide topic and region over the landscape its page opens with (the app's
// own Illustration, in the built stylesheet's colours). Drawn by Chromium; run again only to change them, the
// output is committed (scripts/build/og-image.ts names a page's picture, and its test that each one is there).
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from 'playwright-core';
import { PlacesFileSchema } from '#shared/contracts/content';
import { Illustration, type Scene } from '#app/components/ui/illustration.tsx';
import { GUIDE_TOPICS } from '#app/paths.ts';
import { REGION_SCENES, TOPIC_ART } from '#app/routes/guide/guide-art.ts';
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
};
const TAEGEUK = `<svg viewBox="0 0 64 64" width="150" height="150"><rect width="64" height="64" rx="14" fill="#fff"/><circle cx="32" cy="32" r="18" fill="#fff"/><path d="M14 32a18 18 0 0 1 36 0 9 9 0 0 1-18 0 9 9 0 0 0-18 0z" fill="#cd2e3a"/><path d="M50 32a18 18 0 0 1-36 0 9 9 0 0 1 18 0 9 9 0 0 0 18 0z" fill="#0047a0"/></svg>`;

export const OG_SECTIONS = {
  home: { icon: null, title: 'common:home.title' },
  guide: { icon: ICONS.map, title: 'guide:title' },
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

const builtCss = () => {
  const file = readdirSync('dist/client/assets').find((f) => /^index-.*\.css$/.test(f));
  if (!file) throw new Error('draw-og-images: run `npx vite build` first (the landscapes take the built stylesheet)');
  return readFileSync(`dist/client/assets/${file}`, 'utf8');
};

/** A guide topic's or region's picture: its landscape along the bottom, the title in the sky above it. */
function landscape(scene: Scene, titles: string[], css: string) {
  const [first, ...others] = titles.map(escapeHtml);
  const art = renderToStaticMarkup(createElement(Illustration, { scene, className: 'og-art' }));
  return `<!doctype html><html><head><style>${css}
.og-art{position:absolute;left:0;bottom:0;width:1200px;height:400px;border-radius:0}</style></head><body style="margin:0">
<div class="bg-brand-50" style="position:relative;width:1200px;height:630px;overflow:hidden;font-family:'Noto Sans','Noto Sans CJK KR',sans-serif">
  ${art}
  <div style="position:absolute;left:72px;top:56px;right:300px;color:#7c2d12">
    <div style="display:flex;align-items:center;gap:18px;font-size:36px;font-weight:800">${TAEGEUK.replace(/150/g, '56')}Hola Corea</div>
    <div style="margin-top:26px;font-size:68px;font-weight:800;line-height:1.08">${first}</div>
    <div style="margin-top:14px;font-size:32px;font-weight:600;color:#9a3412">${others.join(' · ')}</div>
  </div>
</div></body></html>`;
}

const topicTitles = (topic: string) => LANGUAGES.map((lng) => String(lookup(lng, `guide:topics.${topic}.title`)));
const regions = PlacesFileSchema.parse(JSON.parse(readFileSync('content/places.json', 'utf8'))).regions;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
mkdirSync('public/og', { recursive: true });
const draw = async (html: string, name: string) => {
  await page.setContent(html);
  await page.screenshot({ path: `public/og/${name}.jpg`, type: 'jpeg', quality: 82 });
};
for (const section of Object.keys(OG_SECTIONS) as (keyof typeof OG_SECTIONS)[]) await draw(card(section), section);
const css = builtCss();
for (const topic of [...GUIDE_TOPICS, 'places'] as const)
  await draw(landscape(TOPIC_ART[topic].scene, topicTitles(topic), css), `guide-${topic}`);
for (const region of regions)
  await draw(
    landscape(
      REGION_SCENES[region.id] ?? 'mountains',
      LANGUAGES.map((lng) => region.name[lng]),
      css,
    ),
    `region-${region.id}`,
  );
await browser.close();
