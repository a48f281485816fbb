import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { appReady, openContext } from './support/page.ts';

const env = useServerAndBrowser();

const NEW_TOPICS = [
  { path: '/guide/entry', title: 'Entrada al país', section: 'K-ETA (autorización electrónica de viaje)' },
  { path: '/guide/connectivity', title: 'Celular e internet', section: 'SIM y eSIM' },
  { path: '/guide/seasons', title: 'Clima y equipaje', section: 'Voltaje, enchufes y agua del grifo' },
  { path: '/guide/holidays', title: 'Feriados y festivales', section: 'Feriados de 2026' },
  { path: '/guide/safety', title: 'Seguridad', section: 'Policía turística y números de ayuda' },
];

/** The topic's reviewed day as a Spanish reader sees it, e.g. "23 de noviembre de 2026" (the calendar day, in any time zone). */
const reviewedDay = (path: string) => {
  const { reviewed } = JSON.parse(readFileSync(`content/guide/${path.split('/').pop()}.json`, 'utf8')) as {
    reviewed: string;
  };
  const [year, month, day] = reviewed.split('-').map(Number) as [number, number, number];
  const months = [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ];
  return `${day} de ${months[month - 1]} de ${year}`;
};

/** Resolves once the service worker controls the page, so what it serves from now on is cached. */
const swControls = `(async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  }
})()`;

describe('guide topics, pictures and the map', () => {
  it('lists and opens the new topics in Spanish, each with its picture, and shows the reviewed day as it is in Bogotá', async () => {
    // NOTE: a reviewed day parsed as UTC midnight showed the day before in the Americas.
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'es-CO',
      viewport: 'mobile',
      timezoneId: 'America/Bogota',
    });
    await page.goto('/guide');
    // The prerendered page is the app's markup; the app replaces it whole (decision record 031).
    await appReady(page);
    for (const topic of NEW_TOPICS) {
      const link = page.getByRole('link', { name: new RegExp(`^${topic.title}`) });
      await link.waitFor();
      expect(await link.locator('svg[data-icon]').count()).toBe(1);
    }
    for (const topic of NEW_TOPICS) {
      await page.goto(topic.path);
      await appReady(page);
      await page.getByRole('heading', { level: 1, name: topic.title }).waitFor();
      const heading = page.getByRole('heading', { level: 2, name: topic.section });
      await heading.waitFor();
      expect(await heading.locator('svg[data-icon]').count()).toBe(1);
      await page.getByText(`Última revisión: ${reviewedDay(topic.path)}`).waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the transport helper suggests T-money for a short stay with few rides and the pass when rides add up', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await page.goto('/guide/traffic');
    await appReady(page);
    const helper = page.getByRole('region', { name: 'Which transport card suits you?' });
    await helper.getByLabel('Days in Korea').fill('1');
    await helper.getByLabel(/^Rides a day/).fill('2');
    const suggested = helper.getByRole('article').filter({ hasText: 'Suggested' });
    await expect.poll(() => suggested.getByRole('heading').textContent()).toContain('T-money');
    await helper.getByLabel(/^Rides a day/).fill('5');
    await expect.poll(() => suggested.getByRole('heading').textContent()).toContain('Climate Card');
    await helper.getByLabel('Other cities too (Busan, Incheon…)').check();
    await expect.poll(() => suggested.getByRole('heading').textContent()).toContain('T-money');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('after one visit, the map of Korea, a region with its pinned places and a new topic open with no network', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      viewport: 'mobile',
    });
    await page.goto('/guide/places');
    await page.evaluate(swControls);
    await page.reload();
    const map = page.getByTestId('korea-map');
    await map.getByRole('link', { name: 'Busan' }).waitFor();
    await map.getByRole('link', { name: 'Busan' }).click();
    await page.getByRole('heading', { level: 1, name: /Busan/ }).waitFor();
    await page.getByTestId('korea-map').getByRole('link').first().waitFor();
    await page.goto('/guide/entry');
    await page.getByRole('heading', { level: 1, name: 'Entry' }).waitFor();

    await context.setOffline(true);
    await page.goto('/guide/places');
    const offlineMap = page.getByTestId('korea-map');
    await offlineMap.getByRole('link', { name: 'Busan' }).waitFor();
    expect(await offlineMap.getByRole('link').count()).toBeGreaterThanOrEqual(8);
    await offlineMap.getByRole('link', { name: 'Busan' }).click();
    await page.getByRole('heading', { level: 1, name: /Busan/ }).waitFor();
    const pins = page.getByTestId('korea-map').getByRole('link');
    await pins.first().waitFor();
    expect(await pins.count()).toBeGreaterThanOrEqual(5);
    const first = await pins.first().getAttribute('href');
    await pins.first().click();
    await expect.poll(() => page.evaluate('location.hash')).toBe(first);
    await page.goto('/guide/entry');
    await page.getByRole('heading', { level: 2, name: 'K-ETA (electronic travel authorization)' }).waitFor();
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await context.setOffline(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plan the trip draws each itinerary on the map of Korea, and the first-24-hours checklist keeps its ticks offline', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'es-MX',
      viewport: 'mobile',
    });
    await page.goto('/guide');
    await appReady(page);
    for (const title of ['Planifica tu viaje', 'Presupuesto', 'Llegada', 'Salud', 'Experiencias', 'Estancias largas']) {
      const link = page.getByRole('link', { name: new RegExp(`^${title}`) });
      await link.waitFor();
      expect(await link.locator('svg[data-icon]').count(), title).toBe(1);
    }
    await page.goto('/guide/plan');
    await appReady(page);
    const map = page.getByRole('img', { name: /^Mapa de la ruta de 5 días/ });
    await map.waitFor();
    // Drawn on the outline of Korea, with its three stops numbered and named in Spanish.
    expect(await map.locator('path').count()).toBe(2);
    expect(await map.locator('text').allTextContents()).toEqual(['1', 'Seúl', '2', 'Gyeongju', '3', 'Busan']);
    expect(await page.getByTestId('route-map').count()).toBe(5);

    await page.goto('/guide/arrival');
    await page.evaluate(swControls);
    await page.reload();
    const steps = page.getByRole('checkbox');
    await steps.first().waitFor();
    expect(await steps.count()).toBe(7);
    await steps.nth(1).check();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Lista para tus primeras 24 horas' }).waitFor();
    await page.getByRole('checkbox').first().waitFor();
    expect(await page.getByRole('checkbox').nth(1).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox').nth(0).isChecked()).toBe(false);
    await context.setOffline(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the home emergency box gives each line its hours and charges, and when they were checked', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await page.goto('/');
    const box = page.getByRole('region', { name: 'Emergency and help numbers' });
    await box.getByText(/no Spanish line/).waitFor();
    await box.getByText(/weekdays 09:00–22:00/).waitFor();
    await box.getByText('Reviewed November 23, 2026').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the privacy policy names the configured operator and privacy contact, and what stays on the device', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await page.goto('/privacy');
    await page.getByText('The service is operated by Hola Corea, which decides', { exact: false }).waitFor();
    await page.getByText('reachable at hello@holacorea.app', { exact: false }).waitFor();
    await page.getByText('drafts of the posts, comments and messages you are writing', { exact: false }).waitFor();
    expect(await page.getByText('{{', { exact: false }).count()).toBe(0);
    // Notifications: what push sends abroad, as PIPA asks it to be disclosed.
    await page.getByRole('heading', { level: 2, name: /Notifications: in the app, by e-mail and push/ }).waitFor();
    await page.getByText('Transfer abroad (PIPA article 28-8)', { exact: false }).waitFor();
    await page.getByText("Hola Corea's address is Calle Mayor 1, 28013 Madrid, España", { exact: false }).waitFor();
    await page.getByText('(GDPR article 27): none appointed', { exact: false }).waitFor();
    await page.goto('/terms');
    await page
      .getByText('(address: Calle Mayor 1, 28013 Madrid, España; registration number: NIF B12345678)', {
        exact: false,
      })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: /Takedown requests and temporary measures/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the prerendered privacy policy and terms already name the operator, in the page’s language', async () => {
    for (const [path, lng, text] of [
      ['/privacy', 'es', 'Calle Mayor 1, 28013 Madrid, España y su número de registro es NIF B12345678'],
      ['/privacy', 'ko', '유럽연합 안의 대리인(GDPR 제27조): 지정되지 않음'],
      ['/terms', 'en', 'The service is run by Hola Corea (address: Calle Mayor 1'],
    ] as const) {
      const document = await (await fetch(`${env.server.baseUrl}${path}?lng=${lng}`)).text();
      // The page's translations (a data block for the app) keep their {{placeholders}}; the page itself has none.
      const html = document.replace(/<script type="application\/json" id="page-translations">[^]*?<\/script>/, '');
      expect(html).not.toBe(document);
      expect(html, `${path} ${lng}`).toContain(text);
      expect(html).not.toContain('{{');
      expect(html).not.toContain('__HOLA_OPERATOR_');
    }
  });
});

describe('a guide article on a first visit', () => {
  it('fits the 200 KB first load, fetches its text in the reader’s language only, and follows a change of language', async () => {
    // NOTE: each article carried all three languages, and this page grew to 204 KB.
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      viewport: 'mobile',
      serviceWorkers: 'block',
    });
    let bytes = 0;
    const scripts: Promise<string>[] = [];
    page.on('requestfinished', (request) => {
      void request.sizes().then(
        (sizes) => (bytes += sizes.responseBodySize + sizes.responseHeadersSize),
        () => {},
      );
    });
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/guide/emergency');
    await appReady(page);
    await page.getByText('Korea is a safe country, but accidents, illness and lost things', { exact: false }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(bytes / 1024).toBeLessThanOrEqual(200);
    const code = (await Promise.all(scripts)).join('\n');
    expect(code).toContain('Korea is a safe country, but accidents, illness and lost things');
    expect(code).not.toContain('Corea es un país bastante seguro');

    // Spanish chosen on the home page, then back to the article: it follows, in Spanish.
    await page
      .getByRole('link', { name: /Hola Corea/ })
      .first()
      .click();
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await page.goBack();
    await page.getByText('Corea es un país bastante seguro, pero los accidentes', { exact: false }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
