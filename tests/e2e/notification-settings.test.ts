import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { createVerifiedUser, openContext } from './support/page.ts';

const env = useServerAndBrowser();

describe('notification settings on my page', () => {
  it('keeps the mail choices, and says so when this device cannot get pushes', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      viewport: 'mobile',
    });
    await createVerifiedUser(context, env.server, 'ns');
    await page.goto('/mypage#notifications');
    const section = page.getByRole('region', { name: 'Notifications' });
    const digest = section.getByRole('combobox', { name: 'Community summary' });
    await digest.waitFor();
    expect(await digest.inputValue()).toBe('daily');

    await digest.selectOption('weekly');
    await page.getByText('Notification settings saved.').waitFor();
    const chatMail = section.getByRole('checkbox', { name: /Mail me about unread chat messages/ });
    await chatMail.uncheck();
    await expect.poll(() => section.getByRole('combobox', { name: 'Wait before mailing' }).isDisabled()).toBe(true);
    await expect
      .poll(async () => (await (await context.request.get('/api/me/notification-settings')).json()) as unknown)
      .toMatchObject({ digest: 'weekly', chatMail: false });
    await page.reload();
    await expect.poll(() => section.getByRole('combobox', { name: 'Community summary' }).inputValue()).toBe('weekly');

    // This browser reaches no push service: turning pushes on must end in a message, not a spinner.
    await context.grantPermissions(['notifications']);
    await section.getByRole('button', { name: 'Turn on notifications on this device' }).click();
    await section.getByText(/couldn't be turned on|are on for this device/).waitFor({ timeout: 20_000 });
    expect(problems).toEqual([]);
    await context.close();
  });
});
