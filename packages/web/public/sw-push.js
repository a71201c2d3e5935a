// The daily card reminder in the service worker (issue 23; docs/decisions/037-daily-reminders.md), loaded by
// the Workbox worker with importScripts (vite-pwa.ts). A push shows today's card; a tap opens it, and its
// "Write about today" action opens the journal on the reader's day. The notices (a period's first day, a saved
// person's birthday eve; decision 050) come the same way, each under its own tag so none hides another.
/* global self, clients */

const KINDS = new Set(['daily-card', 'period', 'birthday-eve']);

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!KINDS.has(message?.kind)) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      tag: message.kind,
      data: { url: message.url, write: message.write?.url },
      actions: message.write ? [{ action: 'write', title: message.write.title }] : [],
    }),
  );
});

/** The page to open: the message's path (or its action's) on this site, never another origin. */
function targetOf(notification, action) {
  const path = action === 'write' ? notification.data?.write : notification.data?.url;
  const url = new URL(path ?? '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
}

/** Shows the target in an open window of this site (navigated there), or opens one. */
async function openTarget(target) {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return clients.openWindow(target);
  const navigated = await open.navigate(target).catch(() => null);
  return (navigated ?? open).focus().catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Started before waitUntil, so the page opens even if the event cannot be extended.
  const opening = openTarget(targetOf(event.notification, event.action));
  event.waitUntil(opening);
});
