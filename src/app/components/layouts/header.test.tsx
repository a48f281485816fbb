// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#app/test/render.tsx';
import { Header } from './header.tsx';

afterEach(cleanup);

describe('Header', () => {
  it('shows a visitor the login and signup links and no account items', async () => {
    await renderWithApp(<Header user={null} unreadCount={0} onLogout={() => {}} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Hola Corea' })).toHaveProperty('pathname', '/');
    for (const name of ['Community', 'Guide', 'Phrases', 'Log in', 'Sign up']) {
      expect(within(banner).getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
    expect(within(banner).queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: /Messages/ })).toBeNull();
  });

  it('shows a signed-in user messages with the unread count, my page and logout', async () => {
    const onLogout = vi.fn();
    await renderWithApp(<Header user={{ nickname: 'Mina' }} unreadCount={3} onLogout={onLogout} />);
    const banner = screen.getByRole('banner');
    const messages = within(banner).getByRole('link', { name: 'Messages, 3 unread' });
    expect(messages).toHaveProperty('pathname', '/messages');
    expect(within(messages).getByTestId('unread-badge').textContent).toBe('3');
    expect(within(banner).getByRole('link', { name: /^My page\s*Mina$/ })).toHaveProperty('pathname', '/mypage');
    expect(within(banner).queryByRole('link', { name: 'Log in' })).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows a member the bell with the unread notifications in its name, and a visitor no bell', async () => {
    await renderWithApp(
      <Header user={{ nickname: 'Mina' }} unreadCount={0} notificationCount={4} onLogout={() => {}} />,
    );
    const bell = within(screen.getByRole('banner')).getByRole('link', { name: 'Notifications, 4 unread' });
    expect(bell).toHaveProperty('pathname', '/notifications');
    expect(within(bell).getByTestId('notification-badge').textContent).toBe('4');
    cleanup();
    await renderWithApp(<Header user={{ nickname: 'Mina' }} unreadCount={0} onLogout={() => {}} />);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    cleanup();
    await renderWithApp(<Header user={null} unreadCount={0} onLogout={() => {}} />);
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /Notifications/ })).toBeNull();
  });

  it('caps the badge at 99+ and hides it at zero', async () => {
    const { rerender } = await renderWithApp(
      <Header user={{ nickname: 'Mina' }} unreadCount={120} onLogout={() => {}} />,
    );
    expect(screen.getByTestId('unread-badge').textContent).toBe('99+');
    cleanup();
    await renderWithApp(<Header user={{ nickname: 'Mina' }} unreadCount={0} onLogout={() => {}} />);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(rerender).toBeTypeOf('function');
  });

  it('toggles the mobile menu with aria-expanded', async () => {
    await renderWithApp(<Header user={null} unreadCount={0} onLogout={() => {}} />, { language: 'es' });
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('mobile-menu')).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Comunidad' })).toBeTruthy();
  });
});
