// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '#shared/contracts/notification-settings';
import { renderWithApp } from '#app/test/render.tsx';
import { NotificationSettingsForm } from './notification-settings-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** The server, as the browser's fetch reaches it: settings kept in memory, each request recorded. */
function fakeServer(opts: { failSettings?: boolean } = {}) {
  let settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? 'GET', url, body });
      if (opts.failSettings)
        return new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'down' } }), { status: 500 });
      if (url === '/api/me/notification-settings' && init.method === 'PATCH') settings = { ...settings, ...body };
      return new Response(JSON.stringify(settings), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

describe('NotificationSettingsForm', () => {
  it('says so when the settings cannot be loaded, with a retry', async () => {
    fakeServer({ failSettings: true });
    await renderWithApp(<NotificationSettingsForm emailVerified />);
    // A server error is retried twice before the form gives up.
    expect(
      await screen.findByText("Your notification settings couldn't be loaded.", {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the defaults and saves a change on the server', async () => {
    const calls = fakeServer();
    await renderWithApp(<NotificationSettingsForm emailVerified />);
    const chatMail = await screen.findByRole('checkbox', { name: /Mail me about unread chat messages/ });
    expect((chatMail as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Wait before mailing' }) as HTMLSelectElement).value).toBe('15');
    expect((screen.getByRole('combobox', { name: 'Community summary' }) as HTMLSelectElement).value).toBe('daily');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Community summary' }), 'weekly');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: '/api/me/notification-settings',
        body: { digest: 'weekly' },
      }),
    );
    await userEvent.click(chatMail);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: '/api/me/notification-settings',
        body: { chatMail: false },
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Wait before mailing' }) as HTMLSelectElement).disabled).toBe(true),
    );
  });

  it('a tapped switch shows its new state at once, while the save is on its way, and goes back if it fails', async () => {
    const calls = fakeServer();
    await renderWithApp(<NotificationSettingsForm emailVerified />);
    const chatMail = (await screen.findByRole('checkbox', {
      name: /Mail me about unread chat messages/,
    })) as HTMLInputElement;
    const settled = () => expect(chatMail.closest('fieldset')!.disabled).toBe(false);
    // A click and, before any timer runs, the switch's state: the browser suite read it here and found it unchanged.
    fireEvent.click(chatMail);
    expect(chatMail.checked).toBe(false);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: '/api/me/notification-settings',
        body: { chatMail: false },
      }),
    );
    await waitFor(settled);
    expect(chatMail.checked).toBe(false);

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'down' } }), { status: 500 }),
      ),
    );
    fireEvent.click(chatMail);
    expect(chatMail.checked).toBe(true);
    await waitFor(() => {
      settled();
      expect(chatMail.checked).toBe(false);
    });
  });

  it('explains a browser without push, and asks for permission only on a click', async () => {
    fakeServer();
    await renderWithApp(<NotificationSettingsForm emailVerified={false} />);
    expect(await screen.findByText(/This browser can't show notifications/)).toBeTruthy();
    expect(screen.getByText('Mails only go to a verified e-mail address.')).toBeTruthy();
    cleanup();

    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined },
    });
    await renderWithApp(<NotificationSettingsForm emailVerified />);
    const enable = await screen.findByRole('button', { name: 'Turn on notifications on this device' });
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(enable);
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
  });
});
