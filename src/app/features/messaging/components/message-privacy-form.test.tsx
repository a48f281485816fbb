// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#app/test/render.tsx';
import { MessagePrivacyForm } from './message-privacy-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server as the browser's fetch reaches it: the setting kept in memory; `fail` makes every save fail. */
function fakeServer() {
  const state = { messagePrivacy: 'everyone', fail: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        if (state.fail)
          return new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'down' } }), { status: 500 });
        state.messagePrivacy = JSON.parse(String(init.body)).messagePrivacy;
      }
      return new Response(JSON.stringify({ messagePrivacy: state.messagePrivacy }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return state;
}

describe('MessagePrivacyForm', () => {
  it('a tapped choice shows at once, while the save is on its way, and goes back if it fails', async () => {
    const server = fakeServer();
    await renderWithApp(<MessagePrivacyForm />);
    const everyone = (await screen.findByRole('radio', { name: /Everyone/ })) as HTMLInputElement;
    const nobody = screen.getByRole('radio', { name: /Nobody new/ }) as HTMLInputElement;
    const contacts = screen.getByRole('radio', { name: /Only people I have talked to/ }) as HTMLInputElement;
    expect(everyone.checked).toBe(true);
    const settled = () => expect(everyone.closest('fieldset')!.disabled).toBe(false);

    // The choice's state right after the click, before any timer: React put a controlled input back until the
    // mutation's own update arrived.
    fireEvent.click(nobody);
    expect(nobody.checked).toBe(true);
    await waitFor(() => {
      settled();
      expect(server.messagePrivacy).toBe('nobody');
    });
    expect(nobody.checked).toBe(true);

    server.fail = true;
    fireEvent.click(contacts);
    expect(contacts.checked).toBe(true);
    await waitFor(() => {
      settled();
      expect(nobody.checked).toBe(true);
    });
    expect(server.messagePrivacy).toBe('nobody');
  });
});
