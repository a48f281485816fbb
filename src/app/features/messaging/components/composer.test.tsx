// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#app/test/render.tsx';
import { Composer } from './composer.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const draftOf = (conversationId: string) => localStorage.getItem(`hola-corea.draft.chat.${conversationId}`);

describe('Composer draft (the same draft store as community posts and comments)', () => {
  it('gives the text back and keeps the draft when the send fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('offline'));
    await renderWithApp(<Composer conversationId="c1" disabled={false} placeholder="Write" onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hola{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hola');
    // The text comes back on the render after the rejection, the draft on the effect after that render:
    // both are waited for (checking the draft right after the text failed once on a loaded machine), with
    // the time a loaded machine needs.
    await vi.waitFor(
      () => {
        expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toBe('Hola');
        expect(JSON.parse(draftOf('c1') ?? 'null')).toEqual({ text: 'Hola' });
      },
      { timeout: 10_000 },
    );
  });

  it('keeps an unsent message across a reload, per conversation, and forgets it once sent', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    await renderWithApp(<Composer conversationId="c2" disabled={false} placeholder="Write" onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '안녕하세요');
    cleanup();

    await renderWithApp(<Composer conversationId="c3" disabled={false} placeholder="Write" onSend={onSend} />);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toBe('');
    cleanup();

    await renderWithApp(<Composer conversationId="c2" disabled={false} placeholder="Write" onSend={onSend} />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(box.value).toBe('안녕하세요');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('안녕하세요');
    await vi.waitFor(() => expect(draftOf('c2')).toBeNull());
    expect(box.value).toBe('');
  });
});
