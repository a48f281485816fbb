import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { createVerifiedUser, openContext } from './support/page.ts';

const env = useServerAndBrowser();

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const bubble = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/** Two signed-in members with an accepted conversation, A's tab on the chat and B's on the inbox. */
async function chatPair() {
  const a = await openContext(env.browser, env.server, { locale: 'en-US' });
  const b = await openContext(env.browser, env.server, { locale: 'en-US' });
  await createVerifiedUser(a.context, env.server, 'wsa');
  const bo = await createVerifiedUser(b.context, env.server, 'wsb');
  const started = await a.context.request.post('/api/conversations', { data: { partnerId: bo.id } });
  const roomId = ((await started.json()) as { conversation: { id: string } }).conversation.id;
  await a.context.request.post(`/api/conversations/${roomId}/messages`, { data: { text: 'first, over HTTP' } });
  const accepted = await b.context.request.post(`/api/conversations/${roomId}/request`, { data: { action: 'accept' } });
  expect(accepted.status()).toBe(204);
  return { a, b, roomId };
}

/** The send frames a page put on its live connection. */
function sentFrames(page: Page) {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().endsWith('/api/live')) socket.on('framesent', ({ payload }) => frames.push(String(payload)));
  });
  return frames;
}

const close = async (...contexts: { context: BrowserContext }[]) => {
  for (const { context } of contexts) await context.close();
};

/** Both open the chat; a's live connection is open and past its handshake (a send before it goes over HTTP). */
async function openChat(a: { page: Page }, b: { page: Page }, roomId: string) {
  const opened = a.page.waitForEvent('websocket', { predicate: (socket) => socket.url().endsWith('/api/live') });
  await a.page.goto(`/chat/${roomId}`);
  await b.page.goto(`/chat/${roomId}`);
  await bubble(b.page, 'first, over HTTP').waitFor();
  await opened;
  await a.page.waitForTimeout(500);
}

describe('sends over the live connection', () => {
  it('a message goes over the open WebSocket and arrives live', async () => {
    const { a, b, roomId } = await chatPair();
    const frames = sentFrames(a.page);
    await openChat(a, b, roomId);

    await composer(a.page).fill('Over the socket, hola');
    await composer(a.page).press('Enter');
    await bubble(b.page, 'Over the socket, hola').waitFor();
    expect(frames.some((frame) => frame.includes('"op":"send"') && frame.includes('Over the socket, hola'))).toBe(true);
    await close(a, b);
  });

  it('a send whose connection drops before the answer is sent again over HTTP, and arrives once', async () => {
    const { a, b, roomId } = await chatPair();
    let forwarded = 0;
    // The frame reaches the server, then the connection drops before its answer comes back.
    await a.page.routeWebSocket('**/api/live', (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => {
        server.send(message);
        forwarded += 1;
        void socket.close({ code: 1006 as never });
      });
    });
    await openChat(a, b, roomId);

    await composer(a.page).fill('Only once, please');
    await composer(a.page).press('Enter');
    await bubble(b.page, 'Only once, please').waitFor();
    await expect.poll(() => forwarded).toBe(1);
    // The retry's answer (over HTTP) is the message the socket's frame wrote: one bubble on each side.
    await bubble(a.page, 'Only once, please').waitFor();
    await a.page.waitForTimeout(1000);
    expect(await bubble(a.page, 'Only once, please').count()).toBe(1);
    expect(await bubble(b.page, 'Only once, please').count()).toBe(1);
    const listed = await b.context.request.get(`/api/conversations/${roomId}/messages`);
    const contents = ((await listed.json()) as { messages: { content: string }[] }).messages.map((m) => m.content);
    expect(contents.filter((c) => c === 'Only once, please')).toHaveLength(1);
    await close(a, b);
  });
});
