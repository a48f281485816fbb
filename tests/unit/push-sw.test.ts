import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

type Shown = { title: string; body: string; tag: string; renotify: boolean };

/**
 * public/push-sw.js run in a service worker's global scope whose registration keeps notifications the
 * way a browser does: one per tag, the newest replacing the one before.
 */
function serviceWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const alerts: string[] = [];
  const registration = {
    async getNotifications({ tag }: { tag: string }) {
      return shown.filter((n) => n.tag === tag);
    },
    async showNotification(title: string, options: Omit<Shown, 'title'>) {
      const index = shown.findIndex((n) => options.tag && n.tag === options.tag);
      // A browser alerts (sound, vibration) for a new notification, or a replacing one with renotify.
      if (index === -1 || options.renotify) alerts.push(title);
      const notification = { title, ...options };
      if (index === -1) shown.push(notification);
      else shown[index] = notification;
    },
  };
  const self = {
    registration,
    location: { origin: 'https://holacorea.app' },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  vm.runInNewContext(readFileSync(path.resolve('public/push-sw.js'), 'utf8'), { self, URL });
  return {
    shown,
    alerts,
    async push(data: object) {
      let done: Promise<unknown> = Promise.resolve();
      listeners.get('push')!({ data: { json: () => data }, waitUntil: (p: Promise<unknown>) => (done = p) });
      await done;
    },
  };
}

const chat = { title: 'New message from Mina', body: 'see you at 7', url: '/chat/c1', tag: 'chat-c1' };

describe('the service worker’s push handler', () => {
  it('shows a push sent twice (retried after a crash) once, and alerts once', async () => {
    const sw = serviceWorker();
    await sw.push(chat);
    await sw.push(chat);
    expect(sw.shown).toHaveLength(1);
    expect(sw.alerts).toEqual([chat.title]);
  });

  it('replaces a conversation’s notification with its newer message and alerts again', async () => {
    const sw = serviceWorker();
    await sw.push(chat);
    await sw.push({ ...chat, body: 'I am at exit 2' });
    await sw.push({ ...chat, tag: 'chat-c2', title: 'New message from Joon' });
    expect(sw.shown.map((n) => n.body)).toEqual(['I am at exit 2', 'see you at 7']);
    expect(sw.alerts).toHaveLength(3);
  });

  it('ignores a push that is not ours', async () => {
    const sw = serviceWorker();
    await sw.push({ text: 'hello' });
    expect(sw.shown).toEqual([]);
  });
});
