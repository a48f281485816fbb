/* Web Push in the service worker (imported by the generated sw.js; decision record 020). The server
   sends the texts already in the user's language: { title, body, url, tag }. */
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  if (!data || typeof data.title !== 'string') return;
  event.waitUntil(show(data));
});

/* One notification a tag (a conversation, a post's likes): a newer push replaces it and alerts again; a
   push that repeats what the device shows (sent again after the server died mid-send, decision record
   030) replaces it silently, so the user sees and hears it once. */
async function show(data) {
  const shown = data.tag ? await self.registration.getNotifications({ tag: data.tag }) : [];
  const repeat = shown.some((n) => n.title === data.title && n.body === data.body);
  await self.registration.showNotification(data.title, {
    body: data.body,
    tag: data.tag,
    renotify: Boolean(data.tag) && !repeat,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data: { url: data.url },
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  // Only our own pages: a push names a path, never another site.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
