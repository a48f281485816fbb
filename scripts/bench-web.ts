/*
 * npm run bench:web — what a traveller's phone downloads and how fast the pages are, on the built client
 * served by the real server (a process on a fresh SQLite database):
 *   1. bytes transferred for a first load of /, /phrases, /guide/emergency and /community (target ≤ 200 KB; the
 *      community with a dozen posts, so its lists are full),
 *      with the page's DOM nodes and layout shift (CLS) once loaded, in headless Chromium on a phone viewport;
 *   2. /phrases again with 1,000 phrases: DOM nodes, CLS and the time from tapping a category to the new list;
 *   3. Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown), each page run --runs times (3), median:
 *      performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05.
 * The machine's CPU pressure and load are printed with the figures: Lighthouse's timings are scaled from the
 * host's speed, so a busy machine depresses them. `-- --runs 1`, `-- --no-lighthouse`, `-- --pages /,/phrases`,
 * `-- --no-thousand` (skip step 2), `-- --save dir` (each Lighthouse report as JSON: the LCP element, the trace's tasks).
 * `-- --cpu-slowdown calibrated` replaces the preset's 4× by the slowdown Lighthouse's calculator gives for this
 * machine's benchmarkIndex (scripts/bench/cpu-slowdown.ts), so that machines of different speeds model the same phone;
 * `-- --cpu-slowdown 6` sets it. Each table names the slowdown and the benchmarkIndex of its runs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';
import { startServerProcess } from '#server/test/server-process';
import { codeForKey } from '#server/test/totp';
import { CHROMIUM_PATH, launchBrowser } from '../tests/e2e/support/browser.ts';
import { calibratedCpuSlowdown } from './bench/cpu-slowdown.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    pages: { type: 'string', default: '/,/phrases,/guide/emergency,/community' },
    'no-thousand': { type: 'boolean', default: false },
    save: { type: 'string' },
    'cpu-slowdown': { type: 'string', default: '4' },
  },
});
const RUNS = Number(args.runs);
const CALIBRATED = args['cpu-slowdown'] === 'calibrated';
if (!CALIBRATED && !(Number(args['cpu-slowdown']) >= 1)) throw new Error('--cpu-slowdown: a number ≥ 1, or calibrated');
const PAGES = args.pages.split(',');
const ADMIN = { email: 'bench-admin@holacorea.test', password: 'bench-admin-password' };
const KB = 1024;

function cpuWaitSeconds(): number {
  try {
    return Number(/some .*total=(\d+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))![1]) / 1e6;
  } catch {
    return Number.NaN;
  }
}
/** Runs `work` and reports the share of its wall time some task waited for a core, and the load average after. */
async function underPressure<T>(work: () => Promise<T>): Promise<[T, string]> {
  const [wait0, t0] = [cpuWaitSeconds(), performance.now()];
  const result = await work();
  const pressure = ((cpuWaitSeconds() - wait0) / ((performance.now() - t0) / 1000)) * 100;
  return [
    result,
    `CPU pressure ${pressure.toFixed(0)} %, load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`,
  ];
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startServerProcess({
  RATE_LIMIT_SCALE: '1000',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
const browser = await launchBrowser();
console.log(
  `bench:web on ${server.baseUrl} · ${os.cpus().length} cores · load average at start ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);

/** A community in use: its newest posts' list full (ten), on every board, in the three languages. */
const POSTS: [board: string, title: string][] = [
  ['qna', 'Does T-money work on the airport railroad?'],
  ['qna', '¿Se puede pagar el taxi con tarjeta extranjera?'],
  ['qna', '인천공항에서 심야버스 타는 곳이 어디예요?'],
  ['tips', 'Climate Card: unlimited Seoul subway and buses for 1, 2, 3, 5 or 7 days'],
  ['tips', 'Farmacias: abren hasta las 22 h, busca el cartel 약'],
  ['tips', 'Naver Map walks you through transfers better than Google'],
  ['companions', 'Hiking Bukhansan on Saturday morning, anyone?'],
  ['companions', 'Busco compañeros para Jeju del 12 al 15'],
  ['free', 'Best tteokbokki near Sinchon station'],
  ['free', '첫 한국 여행 후기: 지하철이 정말 편해요'],
  ['free', 'Rainy season tips: June to July, bring an umbrella'],
  ['free', 'Convenience store breakfast ranking'],
];
async function communityPosts() {
  const member = await browser.newContext({ baseURL: server.baseUrl });
  if (!(await member.request.post('/api/auth/sign-in', { data: ADMIN })).ok()) throw new Error('sign-in failed');
  for (const [boardId, title] of POSTS) {
    const data = {
      boardId,
      title,
      body: `${title}\n\nWritten for the benchmark: two short paragraphs, as most posts are.`,
    };
    let res = await member.request.post('/api/posts', { data });
    // The pace a member may post at, scaled down for the benchmark's server: tens of milliseconds.
    for (let i = 0; i < 50 && res.status() === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await member.request.post('/api/posts', { data });
    }
    if (!res.ok()) throw new Error(`writing a post: ${res.status()} ${await res.text()}`);
  }
  await member.close();
}

/** A first visit on a phone: no cache, no service worker (its precache downloads later, in the background). */
async function firstLoad(url: string, afterLoad?: (page: Page) => Promise<string>) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  await context.addInitScript(`window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });`);
  const page = await context.newPage();
  let bytes = 0;
  page.on('requestfinished', (request) => {
    void request.sizes().then(
      (s) => (bytes += s.responseBodySize + s.responseHeadersSize),
      () => {},
    );
  });
  await page.goto(url);
  await page.locator('footer').waitFor();
  for (let i = 0; i < 100 && (await page.locator('.animate-spin').count()) > 0; i++) await page.waitForTimeout(100);
  await page.waitForTimeout(1000);
  const nodes = (await page.evaluate('document.getElementsByTagName("*").length')) as number;
  const cls = (await page.evaluate('window.__cls')) as number;
  const extra = afterLoad ? await afterLoad(page) : '';
  await context.close();
  return { bytes, nodes, cls, extra };
}

/** Lighthouse's mobile preset, RUNS cold loads a page, medians. */
async function lighthouseTable(urls: string[], label: string) {
  if (args['no-lighthouse']) return;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const run = (url: string, cpuSlowdownMultiplier: number) =>
    lighthouse(`${server.baseUrl}${url}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Merged into the mobile preset's throttling: only the CPU's slowdown changes.
      throttling: { cpuSlowdownMultiplier } as NonNullable<Parameters<typeof lighthouse>[1]>['throttling'],
    });
  let slowdown = Number(args['cpu-slowdown']);
  const indices: number[] = [];
  const [rows, pressure] = await underPressure(async () => {
    // A first run, not counted, warms the server and the browser and measures the machine's speed.
    indices.push((await run(urls[0]!, 4))!.lhr.environment.benchmarkIndex);
    if (CALIBRATED) slowdown = calibratedCpuSlowdown(indices[0]!);
    const out: string[] = [];
    for (const url of urls) {
      const runs: { score: number; lcp: number; tbt: number; cls: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await run(url, slowdown);
        const lhr = result!.lhr;
        indices.push(lhr.environment.benchmarkIndex);
        if (args.save) {
          mkdirSync(args.save, { recursive: true });
          writeFileSync(
            path.join(args.save, `${label.replace(/\W+/g, '-')}${url.replace(/\W+/g, '-')}-${i + 1}.json`),
            result!.report as string,
          );
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue;
        const [score, lcp, tbt, cls] = [
          lhr.categories.performance?.score,
          audit('largest-contentful-paint'),
          audit('total-blocking-time'),
          audit('cumulative-layout-shift'),
        ];
        // A run Lighthouse could not finish (a timeout on a busy machine) is reported, not counted.
        if (lhr.runtimeError || score == null || lcp === undefined || tbt === undefined || cls === undefined)
          console.log(`  ${url}: run ${i + 1} failed (${lhr.runtimeError?.code ?? 'no metrics'})`);
        else runs.push({ score: score * 100, lcp, tbt, cls });
      }
      if (runs.length === 0) {
        out.push(`| \`${url}\` | no run finished | | | | |`);
        continue;
      }
      const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
      const mark = (ok: boolean) => (ok ? '✓' : '✗');
      out.push(
        `| \`${url}\` | ${m('score').toFixed(0)} ${mark(m('score') >= 90)} | ${(m('lcp') / 1000).toFixed(2)} s ${mark(m('lcp') <= 2500)} | ${m('tbt').toFixed(0)} ms ${mark(m('tbt') <= 200)} | ${m('cls').toFixed(3)} ${mark(m('cls') <= 0.05)} | ${runs.map((r) => r.score.toFixed(0)).join(', ')} |`,
      );
    }
    return out;
  }).finally(() => chrome.kill());
  console.log(
    `\nLighthouse mobile, ${label}, median of ${RUNS}, CPU slowdown ${slowdown.toFixed(1)}× (${CALIBRATED ? 'calibrated' : 'set'}; benchmarkIndex ${Math.min(...indices).toFixed(0)}–${Math.max(...indices).toFixed(0)}) · ${pressure}\n| page | performance (≥ 90) | LCP (≤ 2.5 s) | TBT (≤ 200 ms) | CLS (≤ 0.05) | scores |\n|---|---:|---:|---:|---:|---|\n${rows.join('\n')}`,
  );
}

/** 1,000 phrases: the list must stay light and quick however many the admins add. */
async function thousandPhrases() {
  const admin = await browser.newContext({ baseURL: server.baseUrl });
  if (!(await admin.request.post('/api/auth/sign-in', { data: ADMIN })).ok()) throw new Error('admin sign-in failed');
  // Admin tools need two-factor sign-in: the admin enrols as at a first sign-in and keeps that session.
  const enable = await admin.request.post('/api/auth/two-factor/enable', { data: { password: ADMIN.password } });
  if (!enable.ok()) throw new Error(`two-factor enable failed: ${enable.status()} ${await enable.text()}`);
  const { secret } = (await enable.json()) as { secret: string };
  const confirm = await admin.request.post('/api/auth/two-factor/confirm', {
    data: { code: await codeForKey(secret) },
  });
  if (!confirm.ok()) throw new Error(`two-factor confirm failed: ${confirm.status()} ${await confirm.text()}`);
  const existing = ((await (await admin.request.get('/api/phrases')).json()) as { phrases: unknown[] }).phrases.length;
  for (let i = existing; i < 1000; i++) {
    const res = await admin.request.post('/api/admin/phrases', {
      data: {
        category: 'food',
        ko: `반찬 더 주세요 ${i}`,
        romanization: `banchan deo juseyo ${i}`,
        en: `More side dishes, please (${i})`,
        es: `Más guarniciones, por favor (${i})`,
      },
    });
    if (!res.ok()) throw new Error(`adding phrase ${i}: ${res.status()} ${await res.text()}`);
  }
  await admin.close();
  const [thousand, thousandPressure] = await underPressure(() =>
    firstLoad('/phrases', async (page) => {
      const count = page.getByText(/^\d+ phrases$/);
      const before = await count.textContent();
      const t0 = performance.now();
      await page.getByRole('button', { name: 'Food & dietary needs', exact: true }).click();
      while ((await page.locator('[aria-live="polite"]').first().textContent()) === before)
        await page.waitForTimeout(5);
      return `${before} → tap "Food" → new list in ${(performance.now() - t0).toFixed(0)} ms`;
    }),
  );
  console.log(
    `\n/phrases with 1,000 phrases · ${thousandPressure}\n${(thousand.bytes / KB).toFixed(1)} KB · ${thousand.nodes} DOM nodes · CLS ${thousand.cls.toFixed(3)} · ${thousand.extra}`,
  );
  await lighthouseTable(['/phrases'], '1,000 phrases');
}

try {
  await communityPosts();
  const [loads, loadPressure] = await underPressure(async () => {
    const rows: string[] = [];
    for (const url of PAGES) {
      const r = await firstLoad(url);
      rows.push(
        `| \`${url}\` | ${(r.bytes / KB).toFixed(1)} KB ${r.bytes <= 200 * KB ? '✓' : '✗'} | ${r.nodes} | ${r.cls.toFixed(3)} |`,
      );
    }
    return rows;
  });
  console.log(
    `\nFirst load (headless Chromium, 390×844, no cache) · ${loadPressure}\n| page | bytes transferred (≤ 200 KB) | DOM nodes | CLS |\n|---|---:|---:|---:|\n${loads.join('\n')}`,
  );

  await lighthouseTable(PAGES, 'seeded content');

  if (!args['no-thousand']) await thousandPhrases();
} finally {
  await browser.close();
  await server.stop();
}
