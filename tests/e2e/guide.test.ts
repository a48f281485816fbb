import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { openContext } from './support/page.ts';

const env = useServerAndBrowser();

describe('guide, phrases and places', () => {
  it('filters and searches phrases in Spanish, shows the card to a local and keeps a starred phrase after reload', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'es-ES' });
    await page.goto('/phrases');
    await page.getByRole('heading', { level: 1, name: 'Frases en coreano' }).waitFor();
    const list = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Favorita:/ }) });
    await list.waitFor();
    // The page opens on the essentials; "Todas" lists every phrase.
    expect(await page.getByRole('button', { name: 'Imprescindibles' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Todas', exact: true }).click();
    const all = Number((await page.getByText(/^\d+ frases$/).textContent())!.match(/\d+/)![0]);
    expect(all).toBeGreaterThanOrEqual(150);
    // A page of phrases at a time, more as the reader scrolls or taps "show more".
    expect(await list.getByRole('listitem').count()).toBe(40);
    // Scrolling the button into view (as a pointer click does first) already loads more and moves it down, so a
    // pointer click can chase it on a slow machine: the button's own click is what a tap on it does.
    await page.getByRole('button', { name: 'Ver más frases' }).dispatchEvent('click');
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(80);

    await page.getByRole('button', { name: 'Taxi', exact: true }).click();
    const taxiCount = await list.getByRole('listitem').count();
    expect(taxiCount).toBeGreaterThan(5);
    expect(taxiCount).toBeLessThan(all);

    await page.getByRole('button', { name: 'Todas', exact: true }).click();
    await page.getByLabel('Buscar frases').fill('farmacia');
    await expect.poll(() => list.getByRole('listitem').count()).toBeLessThan(10);
    const first = list.getByRole('listitem').first();
    expect((await first.textContent())?.toLowerCase()).toContain('farmacia');
    const hangul = (await first.locator('[lang="ko"]').first().textContent()) ?? '';

    await first.getByRole('button', { name: /Mostrar a una persona local$/ }).click();
    const card = page.getByRole('dialog', { name: 'Mostrar a una persona local' });
    await card.getByText(hangul, { exact: true }).waitFor();
    await card.getByRole('button', { name: /^네/ }).click();
    await card.getByText('Sí', { exact: true }).waitFor();
    await card.getByRole('button', { name: '1', exact: true }).click();
    await card.getByRole('button', { name: '000', exact: true }).click();
    await card.getByText('1000').or(card.getByText('1.000')).first().waitFor();
    await card.getByRole('button', { name: 'Cerrar' }).click();

    await first.getByRole('button', { name: /^Favorita:/ }).click();
    expect(await first.getByRole('button', { name: /^Favorita:/ }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.getByRole('button', { name: /Favoritas/ }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByText(hangul, { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('builds the Korean diet card from what the traveller ticks', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await page.goto('/phrases');
    await page.getByRole('button', { name: /Diet card/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Diet & allergy card' });
    expect(await dialog.getByRole('button', { name: 'Show card' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Fish and seafood').check();
    await dialog.getByLabel(/It is an allergy/).check();
    await dialog.getByRole('button', { name: 'Show card' }).click();
    await dialog.getByText('생선과 해산물을 먹을 수 없습니다.').waitFor();
    await dialog.getByText(/멸치 육수/).waitFor();
    await dialog.getByText(/anchovy stock/).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens a region and a place's Naver Map link, and the taxi driver card", async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await page.goto('/guide/places');
    await page.getByRole('link', { name: /Busan/ }).first().click();
    await page.getByRole('heading', { level: 1, name: /Busan/ }).waitFor();
    const place = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Open in Naver Map' }) })
      .first();
    const naver = await place.getByRole('link', { name: 'Open in Naver Map' }).getAttribute('href');
    expect(naver).toMatch(/^https:\/\/map\.naver\.com\/p\/search\/%[0-9A-F]{2}/);
    const kakao = await place.getByRole('link', { name: 'Open in KakaoMap' }).getAttribute('href');
    expect(kakao).toMatch(/^https:\/\/map\.kakao\.com\/link\/map\/.+,3\d\.\d+,12\d\.\d+$/);

    // Naver's servers are the outside world: answer for them, and check the new tab went there.
    await context.route('https://map.naver.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Naver Map</title>' }),
    );
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      place.getByRole('link', { name: 'Open in Naver Map' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(decodeURIComponent(popup.url())).toMatch(/^https:\/\/map\.naver\.com\/p\/search\/\S*[\uac00-\ud7a3]/);
    await popup.close();

    await place.getByRole('button', { name: /Show the taxi driver/ }).click();
    const card = page.getByRole('dialog', { name: 'Show the taxi driver' });
    await card.getByText('기사님, 여기로 가 주세요.').waitFor();
    await card.getByRole('button', { name: 'Close' }).click();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the emergency page starts with one-tap numbers and says 1330 has no Spanish line', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'es-ES' });
    await page.goto('/guide/emergency');
    for (const n of ['112', '119', '1330', '1345']) {
      // Named by what it shows (the number, who answers, the hours) and then what it does (label in name).
      const call = page.getByRole('main').getByRole('link', { name: new RegExp(`^${n} .+, llamar$`) });
      expect(await call.getAttribute('href')).toBe(`tel:${n}`);
    }
    await page.getByText('No hay atención en español.', { exact: false }).first().waitFor();
    await page.getByText('스페인어 통역사 부탁드립니다.').first().waitFor();
    await page.getByRole('navigation', { name: 'Contenido' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is installable: a manifest with name, standalone display and 192/512 px icons', async () => {
    const res = await fetch(`${env.server.baseUrl}/manifest.webmanifest`);
    expect(res.ok).toBe(true);
    const manifest = (await res.json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Hola Corea', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('after one visit, /phrases and /guide/emergency open with no network', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await page.goto('/phrases');
    await page.getByRole('heading', { level: 1, name: 'Korean phrases' }).waitFor();
    // Wait for the service worker to take control, then visit once more so it caches what it serves.
    await page.evaluate(`(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    })()`);
    await page.reload();
    await page
      .getByRole('button', { name: /^Favourite:/ })
      .first()
      .waitFor();
    await page.goto('/guide/emergency');
    await page
      .getByRole('link', { name: /^112 Police \(free, 24 h\).*, call$/ })
      .first()
      .waitFor();

    await context.setOffline(true);
    await page.goto('/phrases');
    await page.getByRole('heading', { level: 1, name: 'Korean phrases' }).waitFor();
    await page
      .getByRole('button', { name: /^Favourite:/ })
      .first()
      .waitFor();
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await page.goto('/guide/emergency');
    await page
      .getByRole('link', { name: /^112 Police \(free, 24 h\).*, call$/ })
      .first()
      .waitFor();
    await page.getByRole('navigation', { name: 'Contents' }).waitFor();
    await context.setOffline(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
