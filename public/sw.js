/**
 * The service worker: shows the alert notifications pushed while no tab of the site is open,
 * and opens the story on a click. It has no fetch handler and uses no cache: nothing the site
 * serves, personal or not, is kept here, and every page load goes to the network as before.
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only a path on this site is ever opened, whatever a message says. */
function siteUrl(path) {
  try {
    const url = new URL(typeof path === 'string' ? path : '/news-analysis', self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/news-analysis`;
  } catch {
    return `${self.location.origin}/news-analysis`;
  }
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'New story matches your alerts';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/favicon.svg',
      data: { url: siteUrl(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = siteUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
