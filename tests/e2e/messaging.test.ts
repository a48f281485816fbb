import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { createUnverifiedUser, createVerifiedUser, openContext } from './support/page.ts';

const env = useServerAndBrowser();

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const bubble = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

describe('messaging', () => {
  it('two travellers chat live: read receipts, badges, block, unblock, report and delete', async () => {
    const a = await openContext(env.browser, env.server, { locale: 'en-US' });
    const b = await openContext(env.browser, env.server, { locale: 'en-US', viewport: 'mobile' });
    const ana = await createVerifiedUser(a.context, env.server, 'ana');
    const bo = await createVerifiedUser(b.context, env.server, 'bo');

    // A finds B by nickname from the inbox's 'new message' and opens the one conversation.
    await a.page.goto('/messages');
    await a.page.getByRole('button', { name: 'New message' }).click();
    const finder = a.page.getByRole('dialog', { name: 'New message' });
    await finder.getByLabel('Nickname').fill(bo.nickname.slice(0, 6).toUpperCase());
    await finder.getByRole('button', { name: new RegExp(`${bo.nickname}.*Write`) }).click();
    await a.page.getByRole('heading', { level: 1, name: bo.nickname }).waitFor();
    const roomUrl = a.page.url();
    await b.page.goto('/messages');

    // A sends with Enter; Shift+Enter breaks the line.
    await composer(a.page).fill('Hi! Are you at Myeongdong station?');
    await composer(a.page).press('Enter');
    await bubble(a.page, 'Are you at Myeongdong').getByTestId('unread-marker').waitFor();
    expect(await composer(a.page).inputValue()).toBe('');
    await a.page.getByText(`${bo.nickname} has not accepted your message request yet.`, { exact: false }).waitFor();

    // B never talked to A: it arrives live as a message request, apart, and lights no badge.
    await b.page.getByRole('heading', { name: 'Message request (1)' }).waitFor();
    const rowForB = b.page.getByRole('link', { name: new RegExp(ana.nickname) });
    await rowForB.getByText('Hi! Are you at Myeongdong station?').waitFor();
    expect(await b.page.getByTestId('unread-badge').count()).toBe(0);
    await rowForB.click();
    await b.page.getByText('Hi! Are you at Myeongdong station?').waitFor();
    expect(await composer(b.page).count()).toBe(0);
    // Reading a request sends no receipt.
    await b.page.waitForTimeout(300);
    expect(await bubble(a.page, 'Are you at Myeongdong').getByTestId('unread-marker').count()).toBe(1);

    // B accepts: now the chat counts as read, A's '1' becomes a read tick, and no badge is left.
    await b.page.getByRole('button', { name: 'Accept' }).click();
    await bubble(a.page, 'Are you at Myeongdong').getByTestId('read-tick').waitFor();
    await expect.poll(() => b.page.getByTestId('unread-badge').count()).toBe(0);
    await expect
      .poll(() => a.page.getByText('has not accepted your message request yet', { exact: false }).count(), {
        timeout: 10_000,
      })
      .toBe(0);
    expect(b.page.url()).toBe(roomUrl);

    await composer(b.page).pressSequentially('Yes, exit 6.');
    await composer(b.page).press('Shift+Enter');
    await composer(b.page).pressSequentially('Next to the pharmacy.');
    await composer(b.page).press('Enter');
    const reply = bubble(a.page, 'Yes, exit 6.');
    await reply.waitFor();
    expect(await reply.innerText()).toContain('Yes, exit 6.\nNext to the pharmacy.');

    // B blocks A from the options of A's message: A cannot send, and loses the report/block menu.
    await bubble(b.page, 'Are you at Myeongdong').getByRole('button', { name: 'Message options' }).click();
    await b.page.getByRole('button', { name: 'Block' }).click();
    await b.page.getByText('You blocked this user, so neither of you can send messages.').waitFor();
    await a.page.getByText('This user is not accepting messages from you.').waitFor();
    expect(await composer(a.page).isDisabled()).toBe(true);
    expect(await a.page.getByRole('button', { name: 'Conversation options' }).count()).toBe(0);
    expect(await reply.getByRole('button', { name: 'Message options' }).count()).toBe(0);

    // B unblocks; A can write again.
    await b.page.getByRole('button', { name: 'Unblock', exact: true }).click();
    await expect.poll(() => composer(a.page).isDisabled()).toBe(false);

    // A reports B's message with 'Other' and a description; the option is then disabled.
    await reply.getByRole('button', { name: 'Message options' }).click();
    await a.page.getByRole('button', { name: 'Report' }).click();
    const dialog = a.page.getByRole('dialog', { name: `Report a message from ${bo.nickname}` });
    const submit = dialog.getByRole('button', { name: 'Report' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Other').check();
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Describe the problem').fill('Keeps sending me the same advert');
    await submit.click();
    await a.page.getByText('Report received.').waitFor();
    await reply.getByRole('button', { name: 'Message options' }).click();
    expect(await a.page.getByRole('button', { name: 'Reported' }).isDisabled()).toBe(true);
    await a.page.keyboard.press('Escape');

    // A deletes their own message: both see the placeholder.
    await bubble(a.page, 'Are you at Myeongdong').getByRole('button', { name: 'Message options' }).click();
    await a.page.getByRole('button', { name: 'Delete for both' }).click();
    await b.page.getByRole('listitem').filter({ hasText: 'Message deleted' }).waitFor();
    expect(await b.page.getByText('Are you at Myeongdong').count()).toBe(0);

    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('closes messages to new people from my page, and blocks and reports a request', async () => {
    const c = await openContext(env.browser, env.server, { locale: 'en-US', viewport: 'mobile' });
    const d = await openContext(env.browser, env.server, { locale: 'en-US', viewport: 'mobile' });
    const e = await openContext(env.browser, env.server, { locale: 'en-US' });
    const cy = await createVerifiedUser(c.context, env.server, 'cy');
    await createVerifiedUser(d.context, env.server, 'dee');
    const spammer = await createVerifiedUser(e.context, env.server, 'spam');

    await c.page.goto('/mypage');
    await c.page.getByLabel('Nobody new').check();
    await c.page.getByText('Saved.').waitFor();
    await d.page.goto('/messages');
    await d.page.getByRole('button', { name: 'New message' }).click();
    await d.page.getByLabel('Nickname').fill(cy.nickname);
    await d.page.getByText('Nobody you can write to has that nickname.').waitFor();
    await d.page.getByRole('button', { name: 'Cancel' }).click();

    const dee = (await (await d.context.request.get('/api/me')).json()).user;
    const roomId = (await (await e.context.request.post('/api/conversations', { data: { partnerId: dee.id } })).json())
      .conversation.id;
    await e.context.request.post(`/api/conversations/${roomId}/messages`, {
      data: { text: 'Cheap won exchange, click here' },
    });
    await d.page.getByRole('link', { name: new RegExp(spammer.nickname) }).click();
    await d.page.getByRole('button', { name: 'Block and report' }).click();
    const dialog = d.page.getByRole('dialog', { name: `Block and report ${spammer.nickname}` });
    await dialog.getByLabel('Ads or spam').check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await d.page.waitForURL('**/messages');
    await d.page.getByText('No messages').waitFor();
    expect((await (await d.context.request.get('/api/blocks')).json()).blocks.map((x: { id: string }) => x.id)).toEqual(
      [spammer.id],
    );

    for (const ctx of [c, d, e]) {
      expect(ctx.problems).toEqual([]);
      await ctx.context.close();
    }
  });

  it('an unverified user sees why they cannot send', async () => {
    const a = await openContext(env.browser, env.server, { locale: 'en-US' });
    const b = await openContext(env.browser, env.server, { locale: 'en-US' });
    const partner = await createVerifiedUser(b.context, env.server, 'pt');
    await createUnverifiedUser(a.context, env.server);
    const roomId = (
      await (await a.context.request.post('/api/conversations', { data: { partnerId: partner.id } })).json()
    ).conversation.id;
    await a.page.goto(`/chat/${roomId}`);
    await a.page.getByPlaceholder('Verify your e-mail to send messages').waitFor();
    expect(await composer(a.page).isDisabled()).toBe(true);
    await a.page.getByRole('link', { name: 'Verify your e-mail to start sending messages' }).waitFor();
    expect(a.problems).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('opens a chat from the blocked list on my page, and unblocks from there', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    const other = await openContext(env.browser, env.server, { locale: 'en-US' });
    const blocked = await createVerifiedUser(other.context, env.server, 'blk');
    await createVerifiedUser(context, env.server, 'me');
    expect((await context.request.put(`/api/blocks/${blocked.id}`)).status()).toBe(204);
    await page.goto('/mypage');
    await page.getByRole('button', { name: `Open the conversation with ${blocked.nickname}` }).click();
    await page.getByRole('heading', { level: 1, name: blocked.nickname }).waitFor();
    await page.getByText('You blocked this user, so neither of you can send messages.').waitFor();
    await page.goBack();
    await page.getByRole('button', { name: `Unblock ${blocked.nickname}` }).click();
    await page.getByText('You have not blocked anyone.').waitFor();
    expect((await (await context.request.get('/api/blocks')).json()).blocks).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
    await other.context.close();
  });
});
