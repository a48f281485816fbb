// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '#shared/limits';
import { AppToaster, loadToasts, toast } from './toast.tsx';

// jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
window.matchMedia ??= ((query: string) => ({
  matches: true,
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as never;
// Dismissed toasts stay in the DOM this long for their exit animation.
const REMOVE_DELAY_MS = 1000;

// The library is its own chunk, fetched once the app has started; here, before the first test.
beforeAll(() => loadToasts());

afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it(`shows at most ${TOAST_LIMIT} at once`, () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 0; i < TOAST_LIMIT + 5; i++) toast(`note ${i}`);
    });
    expect(screen.getAllByText(/^note \d+$/)).toHaveLength(TOAST_LIMIT);
    expect(screen.getByText(`note ${TOAST_LIMIT + 4}`)).toBeTruthy();
  });

  it('keeps a success toast 2 s, an error 4 s and a loading toast until dismissed', () => {
    vi.useFakeTimers();
    render(<AppToaster />);
    act(() => {
      toast.success('saved');
      toast.error('failed');
      toast.loading('working');
    });
    // Step in small slices so the timers that effects schedule along the way also run.
    const advance = (ms: number) => {
      for (let t = 0; t < ms; t += 100) act(() => vi.advanceTimersByTime(100));
    };
    advance(TOAST_SUCCESS_MS - 200);
    expect(screen.getByText('saved')).toBeTruthy();
    advance(REMOVE_DELAY_MS + 400);
    expect(screen.queryByText('saved')).toBeNull();
    expect(screen.getByText('failed')).toBeTruthy();
    advance(TOAST_ERROR_MS - TOAST_SUCCESS_MS);
    expect(screen.queryByText('failed')).toBeNull();
    advance(60_000);
    expect(screen.getByText('working')).toBeTruthy();
  });
});
