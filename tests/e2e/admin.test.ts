import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { createVerifiedUser, openContext, signInAsAdmin } from './support/page.ts';
import { adminSecondStep, E2E_ADMIN } from './support/server.ts';

const env = useServerAndBrowser();

/** Opens the user's panel from the users list, found by searching their nickname. */
async function openUser(page: Page, nickname: string) {
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Users' }).click();
  await page.getByLabel('Search by nickname or e-mail').fill(nickname);
  await page.getByRole('button', { name: `Manage ${nickname}` }).click();
  const panel = page.getByRole('dialog', { name: 'User' });
  await panel.getByText(`${nickname}@example.com`).waitFor();
  return panel;
}

async function sendMessage(context: BrowserContext, conversationId: string, text: string): Promise<number> {
  const res = await context.request.post(`/api/conversations/${conversationId}/messages`, { data: { text } });
  expect(res.status()).toBe(201);
  return (await res.json()).message.id;
}

describe('admin area', () => {
  it('a visitor at /madre-moni is sent to the admin login', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await page.goto('/madre-moni');
    await page.waitForURL('**/madre-moni/login');
    await page.getByRole('heading', { level: 1, name: 'Admin log in' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['dashboard', 'users'])(
    "a normal user at /madre-moni/%s is signed out and told 'no admin permission'",
    async (section) => {
      const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
      await createVerifiedUser(context, env.server);
      await page.goto(`/madre-moni/${section}`);
      await page.waitForURL('**/madre-moni/login?reason=notAdmin');
      await page.getByRole('alert').getByText('You do not have admin permission.').waitFor();
      const me = await context.request.get('/api/me');
      expect((await me.json()).user).toBeNull();
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("when the profile cannot be loaded, the admin guard signs out and says 'failed to load user info'", async () => {
    // NOTE: page.route cannot see what the service worker fetches, and it answers /api/me from the network.
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'es-ES',
      serviceWorkers: 'block',
    });
    await context.request.post('/api/auth/sign-in', { data: E2E_ADMIN });
    expect(
      (await context.request.post('/api/auth/two-factor/verify', { data: await adminSecondStep() })).status(),
    ).toBe(200);
    await page.route('**/api/me', (route) => route.abort('connectionrefused'));
    await page.goto('/madre-moni/users');
    await page.waitForURL('**/madre-moni/login?reason=loadFailed');
    await page.getByRole('alert').getByText('No se pudo cargar la información del usuario.').waitFor();
    await page.unroute('**/api/me');
    expect((await (await context.request.get('/api/me')).json()).user).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("an admin's phrase edit shows on the public phrases page of the same tab at once, without a reload", async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await signInAsAdmin(page);
    await page.evaluate(() => Object.assign(globalThis, { sameDocument: true }));
    const toPublicPhrases = async () => {
      await page.getByRole('link', { name: 'Back to the site' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Phrases' }).click();
      await page.waitForURL('**/phrases');
    };

    // The public list is loaded (and kept for ten minutes) before the admin changes it.
    await toPublicPhrases();
    await page.getByText('Thank you', { exact: true }).waitFor();
    await page.goBack();
    await page.goBack();
    await page.waitForURL('**/madre-moni/dashboard');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Phrases' }).click();
    await page.getByRole('button', { name: 'Edit “감사합니다”' }).click();
    const form = page.getByRole('dialog', { name: 'Edit phrase' });
    await form.getByLabel('English', { exact: true }).fill('Thank you, formally');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Phrase “감사합니다” saved.').waitFor();

    await toPublicPhrases();
    await page.getByText('Thank you, formally', { exact: true }).waitFor();
    expect(await page.getByText('Thank you', { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an admin bans, resolves a message report, edits a phrase, deactivates a user, and finds it all in the audit log', async () => {
    const admin = await openContext(env.browser, env.server, { locale: 'en-US' });
    const sender = await openContext(env.browser, env.server, { locale: 'en-US' });
    const receiver = await openContext(env.browser, env.server, { locale: 'en-US', viewport: 'mobile' });
    const leaver = await openContext(env.browser, env.server, { locale: 'en-US' });
    const visitor = await openContext(env.browser, env.server, { locale: 'es-ES' });
    const ana = await createVerifiedUser(sender.context, env.server, 'ana');
    const bo = await createVerifiedUser(receiver.context, env.server, 'bo');
    const cy = await createVerifiedUser(leaver.context, env.server, 'cy');

    // Ana writes to Bo; Bo reports one message as spam. Both keep the chat open.
    const started = await sender.context.request.post('/api/conversations', { data: { partnerId: bo.id } });
    const roomId: string = (await started.json()).conversation.id;
    await sendMessage(sender.context, roomId, 'Hi Bo, want to meet at Gyeongbokgung?');
    const spamId = await sendMessage(sender.context, roomId, 'Cheap won exchange, click spam.example now');
    expect(
      (
        await receiver.context.request.post(`/api/messages/${spamId}/report`, { data: { reason: '광고/스팸' } })
      ).status(),
    ).toBe(201);
    await sender.page.goto(`/chat/${roomId}`);
    await receiver.page.goto(`/chat/${roomId}`);
    await sender.page.getByText('Cheap won exchange').waitFor();
    await receiver.page.getByText('Cheap won exchange').waitFor();
    await leaver.page.goto('/mypage');
    await leaver.page.getByText(cy.nickname, { exact: true }).waitFor();

    // The dashboard: totals, each linking to its page.
    await signInAsAdmin(admin.page);
    await admin.page.goto('/madre-moni');
    await admin.page.waitForURL('**/madre-moni/dashboard');
    await expect
      .poll(async () => Number(await admin.page.getByTestId('total-users').textContent()))
      .toBeGreaterThanOrEqual(4);
    expect(Number(await admin.page.getByTestId('total-openReports').textContent())).toBeGreaterThanOrEqual(1);
    expect(Number(await admin.page.getByTestId('total-messages').textContent())).toBeGreaterThanOrEqual(2);
    await admin.page.getByRole('img', { name: /Sign-ups/ }).waitFor();
    await admin.page.getByRole('link', { name: /Open reports/ }).click();
    await admin.page.waitForURL('**/madre-moni/reports');

    // Ban Ana from messaging for a day: her open chat shows the ban at once and cannot send.
    let panel = await openUser(admin.page, ana.nickname);
    await panel.getByLabel('1 day').check();
    await panel.getByRole('button', { name: 'Ban from messaging' }).click();
    await admin.page.getByText(new RegExp(`${ana.nickname} cannot send messages until`)).waitFor();
    await panel.getByText(/Banned from sending messages until/).waitFor();
    await sender.page.getByText(/You cannot send messages until/).waitFor();
    expect(await sender.page.getByRole('textbox', { name: 'Message' }).isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Close' }).click();

    // Resolve Bo's report by deleting the message: the context highlights it; both sides see the placeholder.
    await admin.page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Reports' }).click();
    await admin.page.getByLabel('Kind').selectOption('message');
    await admin.page.getByRole('button', { name: `Review the Message report against ${ana.nickname}` }).click();
    panel = admin.page.getByRole('dialog', { name: 'Report' });
    await panel.getByText('Ads or spam').waitFor();
    const reported = panel.getByRole('listitem').filter({ hasText: 'Cheap won exchange' });
    expect(await reported.getAttribute('aria-current')).toBe('true');
    await panel.getByRole('listitem').filter({ hasText: 'want to meet at Gyeongbokgung' }).waitFor();
    await panel.getByRole('button', { name: 'Delete the content' }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: `Delete what ${ana.nickname} wrote?` });
    await confirm.getByRole('button', { name: 'Delete the content' }).click();
    await admin.page.getByText('Deleted, and the report is resolved.').waitFor();
    await panel.getByText(/Closed by admin on .*: content deleted\./).waitFor();
    for (const chat of [sender.page, receiver.page]) {
      await chat.getByRole('listitem').filter({ hasText: 'Message deleted' }).waitFor();
      expect(await chat.getByText('Cheap won exchange').count()).toBe(0);
    }
    await panel.getByRole('button', { name: 'Close' }).click();
    await admin.page.getByText('No open reports. Well done!').waitFor();

    // Edit a phrase's Spanish: the public phrases page shows it.
    await admin.page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Phrases' }).click();
    await admin.page.getByRole('button', { name: 'Edit “안녕하세요”' }).click();
    const form = admin.page.getByRole('dialog', { name: 'Edit phrase' });
    await form.getByLabel('Spanish').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Fill this in.').waitFor();
    await form.getByLabel('Spanish').fill('¡Hola! (saludo general)');
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('Phrase “안녕하세요” saved.').waitFor();
    await admin.page.getByRole('row').filter({ hasText: '¡Hola! (saludo general)' }).waitFor();
    await visitor.page.goto('/phrases');
    await visitor.page.getByText('¡Hola! (saludo general)').waitFor();

    // Deactivate Cy: their open tab is signed out with the spec's alert.
    panel = await openUser(admin.page, cy.nickname);
    await panel.getByRole('button', { name: 'Deactivate' }).click();
    await admin.page
      .getByRole('alertdialog', { name: `Deactivate ${cy.nickname}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await admin.page.getByText(`${cy.nickname} was deactivated and signed out everywhere.`).waitFor();
    await panel.getByRole('button', { name: 'Reactivate' }).waitFor();
    await leaver.page.waitForURL('**/auth/login?reason=deactivated');
    await leaver.page.getByRole('alert').getByText('Your account was deactivated by an admin.').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();

    // Every action is in the audit log, newest first; the filters narrow it.
    await admin.page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard' }).click();
    const log = admin.page.getByRole('table', { name: 'Audit log' });
    const entry = (what: string, target: string) =>
      log.getByRole('row').filter({ hasText: what }).filter({ hasText: target });
    await entry('Deactivated account', cy.id).waitFor();
    await entry('Edited phrase', 'hello').getByText('¡Hola! (saludo general)').waitFor();
    await entry('Resolved report', `message:${spamId}:${bo.id}`).waitFor();
    await entry('Deleted message', String(spamId)).waitFor();
    await entry('Banned from messaging', ana.id).waitFor();
    const rows = await log.getByRole('row').allInnerTexts();
    expect(rows.findIndex((r) => r.includes('Deactivated account'))).toBeLessThan(
      rows.findIndex((r) => r.includes('Banned from messaging')),
    );
    await admin.page.getByLabel('Target type').selectOption('user');
    await admin.page.getByLabel('Action', { exact: true }).selectOption('user.ban');
    await expect.poll(() => log.getByRole('row').count()).toBe(2);
    await entry('Banned from messaging', ana.id).waitFor();

    for (const ctx of [admin, sender, receiver, leaver, visitor]) {
      expect(ctx.problems).toEqual([]);
      await ctx.context.close();
    }
  });

  it('on a phone, users are cards and the ban can be lifted from the panel', async () => {
    const admin = await openContext(env.browser, env.server, { locale: 'en-US', viewport: 'mobile' });
    const other = await openContext(env.browser, env.server, { locale: 'en-US' });
    const dee = await createVerifiedUser(other.context, env.server, 'dee');
    await signInAsAdmin(admin.page);
    await admin.page.goto(`/madre-moni/users?q=${dee.nickname}`);
    const card = admin.page.getByRole('row').filter({ hasText: dee.email });
    await card.waitFor();
    // The header row is kept for screen readers but not drawn; each card labels its own fields.
    await admin.page.getByRole('columnheader', { name: 'Signed up' }).waitFor({ state: 'attached' });
    expect((await admin.page.getByRole('rowgroup').first().boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await card.getByText('Signed up').waitFor();

    await card.getByRole('button', { name: `Manage ${dee.nickname}` }).click();
    const panel = admin.page.getByRole('dialog', { name: 'User' });
    await panel.getByLabel('Permanently').check();
    await panel.getByRole('button', { name: 'Ban from messaging' }).click();
    await panel.getByText('Banned from sending messages permanently.').waitFor();
    await panel.getByRole('button', { name: 'Lift the ban' }).click();
    await admin.page
      .getByRole('alertdialog', { name: `Lift ${dee.nickname}'s ban?` })
      .getByRole('button', { name: 'Lift the ban' })
      .click();
    await admin.page.getByText(`${dee.nickname} can send messages again.`).waitFor();
    await panel.getByText('Not banned').waitFor();
    await admin.page.keyboard.press('Escape');
    await expect.poll(() => admin.page.locator(':focus').getAttribute('aria-label')).toBe(`Manage ${dee.nickname}`);
    expect(new URL(admin.page.url()).searchParams.get('user')).toBeNull();

    expect(admin.problems).toEqual([]);
    await admin.context.close();
    await other.context.close();
  });
});
