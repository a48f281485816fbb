// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { type ReactNode, Suspense, use, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#app/test/render.tsx';
import { AdminDialog } from './admin-dialog.tsx';

// jsdom has no modal dialogs: open and close as browsers do, the close event in a later task.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});
afterEach(cleanup);

let suspend: (promise: Promise<void>) => void = () => {};

/** Renders its children until told to wait for a promise, like a component whose translations are loading. */
function Loads({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Promise<void> | null>(null);
  suspend = (promise) => setPending(promise);
  if (pending) use(pending);
  return children;
}

async function suspendFor(run: () => Promise<void>) {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  await act(async () => suspend(promise));
  await run();
  await act(async () => resolve());
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

describe('AdminDialog', () => {
  it('stays open, without calling onClose, while its content loads', async () => {
    const onClose = vi.fn();
    await renderWithApp(
      <Suspense fallback={<p>page loading</p>}>
        <AdminDialog title="User" onClose={onClose}>
          <Loads>
            <p>ana@example.com</p>
          </Loads>
        </AdminDialog>
      </Suspense>,
    );
    const dialog = screen.getByRole('dialog', { name: 'User', hidden: true }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);

    await suspendFor(async () => {
      await settle();
      expect(screen.queryByText('page loading')).toBeNull();
      expect(dialog.open).toBe(true);
    });
    await settle();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'User', hidden: true })).toBe(dialog);
    expect(screen.getByText('ana@example.com')).toBeTruthy();
  });

  it('does not call onClose when the page around it is hidden while loading, and opens again after', async () => {
    const onClose = vi.fn();
    await renderWithApp(
      <Suspense fallback={<p>page loading</p>}>
        <Loads>
          <AdminDialog title="User" onClose={onClose}>
            <p>ana@example.com</p>
          </AdminDialog>
        </Loads>
      </Suspense>,
    );
    const dialog = screen.getByRole('dialog', { name: 'User', hidden: true }) as HTMLDialogElement;

    await suspendFor(async () => {
      await settle();
      expect(screen.getByText('page loading')).toBeTruthy();
    });
    await vi.waitFor(() => expect(screen.queryByText('page loading')).toBeNull());
    await settle();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('stays open under StrictMode, whose effects run twice (npm run dev, a development build)', async () => {
    const onClose = vi.fn();
    await renderWithApp(
      <AdminDialog title="User" onClose={onClose}>
        <p>ana@example.com</p>
      </AdminDialog>,
      { strict: true },
    );
    await settle();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('dialog', { name: 'User', hidden: true }) as HTMLDialogElement).open).toBe(true);

    act(() => (screen.getByRole('dialog', { name: 'User', hidden: true }) as HTMLDialogElement).close());
    await settle();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('calls onClose when the browser closes it', async () => {
    const onClose = vi.fn();
    await renderWithApp(
      <AdminDialog title="User" onClose={onClose}>
        <p>ana@example.com</p>
      </AdminDialog>,
    );
    act(() => (screen.getByRole('dialog', { name: 'User', hidden: true }) as HTMLDialogElement).close());
    await settle();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
