// The app's service worker: it shows the notifications the server pushes ({ title, body, route, tag },
// see docs/ARCHITECTURE.md "Delivering notifications") and opens the app at the route when one is
// tapped. It is a plain script served as is, so the content security policy's `'self'` covers it
// and the app's build never waits for it.

/** Where a notification without a usable route leads: the member's notifications. */
const fallbackRoute = '/notifications';

/**
 * The address a tapped notification opens. A push payload comes from outside the browser, so its
 * route is taken only when it is a path that stays on the app's origin ("//elsewhere" or
 * "/\\elsewhere" would leave it).
 */
function notificationUrl(route, origin) {
  if (typeof route !== 'string' || !route.startsWith('/') || route.startsWith('//') || route.startsWith('/\\')) {
    return new URL(fallbackRoute, origin).href;
  }
  try {
    const url = new URL(route, origin);
    return url.origin === origin ? url.href : new URL(fallbackRoute, origin).href;
  } catch {
    return new URL(fallbackRoute, origin).href;
  }
}

/**
 * The payload's words, or none: a push that is not the server's JSON still tells the member
 * something arrived. A tag (a conversation's) makes a push replace the one shown before it.
 */
function readPayload(data) {
  try {
    const payload = data ? data.json() : {};
    return {
      title: typeof payload.title === 'string' ? payload.title : 'Here & There',
      body: typeof payload.body === 'string' ? payload.body : '',
      route: typeof payload.route === 'string' ? payload.route : fallbackRoute,
      tag: typeof payload.tag === 'string' && payload.tag ? payload.tag : undefined,
    };
  } catch {
    return { title: 'Here & There', body: '', route: fallbackRoute, tag: undefined };
  }
}

self.addEventListener('install', () => {
  // A new version of this script takes over at once: it holds no caches that an old page relies on.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const { title, body, route, tag } = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: '/favicon.svg',
      data: { route },
      // The server sends a conversation's burst as one push: the one replacing it is news, and alerts again.
      ...(tag ? { tag, renotify: true } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const route = event.notification.data ? event.notification.data.route : fallbackRoute;
  event.waitUntil(openApp(notificationUrl(route, self.location.origin)));
});

/** An open window of the app moves to the screen; only when none is open does a new one start. */
async function openApp(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  // Brought forward and moved at once, each while the tap still allows it: a window the browser
  // will not focus still shows the route.
  const [, moved] = await Promise.allSettled([open.focus(), open.navigate(url)]);
  if (moved.status === 'rejected') throw moved.reason;
  return moved.value;
}
