import path from 'node:path';
import type { Chat } from '@here-and-there/contracts';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { connectByApi, createSettledMember, openSignedIn, updateByApi } from './support/members.ts';
import { screenshotDir, viewports } from './support/pages.ts';
import { expect, test } from './support/test.ts';

/**
 * Chromium here reaches no push service, so the browser's boundary to one is replaced, and only
 * that: `pushManager.subscribe` hands out a subscription as a push service would (an endpoint on
 * FCM, a real P-256 public key, a 16-byte secret), kept in the page's storage as the browser keeps
 * its own. Permission, the service worker and everything of the app's are the browser's own.
 */
async function replacePushService(page: Page) {
  await page.addInitScript(() => {
    const storageKey = 'e2e.push-subscription';
    const base64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '');
    const asSubscription = (json: PushSubscriptionJSON) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(storageKey);
        return true;
      },
    });
    const stored = () => {
      const json = localStorage.getItem(storageKey);
      return json ? asSubscription(JSON.parse(json)) : null;
    };
    PushManager.prototype.getSubscription = async () => stored() as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      const existing = stored();
      if (existing) return existing as unknown as PushSubscription;
      const keys = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const json: PushSubscriptionJSON = {
        endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: {
          p256dh: base64Url(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey))),
          auth: base64Url(crypto.getRandomValues(new Uint8Array(16))),
        },
      };
      localStorage.setItem(storageKey, JSON.stringify(json));
      return asSubscription(json) as unknown as PushSubscription;
    };
  });
}

/**
 * Watches the app's service worker from before the page registers it, and delivers pushes to it as
 * its push service would, once it is activated: a push delivered to a registration whose worker is
 * still installing is lost, as on a phone.
 */
async function watchServiceWorker(context: BrowserContext, page: Page, baseURL: string) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const { registrationId, scopeURL, isDeleted } of updated) {
      if (!isDeleted) registrations.set(scopeURL, registrationId);
    }
  });
  const activatedRegistrations = new Set<string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const { registrationId, status } of versions) {
      if (status === 'activated') activatedRegistrations.add(registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  const scope = new URL('/', baseURL).href;
  return {
    async push(payload: { title: string; body: string; route: string; tag?: string }) {
      await expect
        .poll(() => {
          const registrationId = registrations.get(scope);
          return registrationId !== undefined && activatedRegistrations.has(registrationId);
        })
        .toBe(true);
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL).origin,
        registrationId: registrations.get(scope)!,
        data: JSON.stringify(payload),
      });
    },
  };
}

/** The notifications the app's service worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag }) => ({ title, body, tag }));
  });

/** The app's service worker, as the browser runs it. */
async function appServiceWorker(context: BrowserContext) {
  const isApps = (worker: Worker) => worker.url().endsWith('/push-worker.js');
  return context.serviceWorkers().find(isApps) ?? context.waitForEvent('serviceworker', isApps);
}

/**
 * Taps the notification shown with this title, as the member would: a `notificationclick` for it
 * dispatched inside the service worker. (A dispatched click is not the member's gesture, so the
 * browser refuses to bring the window forward; moving it to the route is what is checked.)
 */
async function tapNotification(worker: Worker, title: string) {
  await worker.evaluate(async (tapped) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration } & EventTarget;
    const { NotificationEvent } = self as unknown as {
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const notification = (await scope.registration.getNotifications()).find((shown) => shown.title === tapped);
    if (!notification) throw new Error(`no notification "${tapped}" is shown`);
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  }, title);
}

const pushSwitch = (page: Page) => page.getByRole('switch', { name: 'Push notifications' });

test('a member turns pushes on in the privacy tab, the browser shows a push, and signing out removes the device', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await replacePushService(page);
  const member = await createSettledMember(request, { firstName: 'Nora', lastName: 'Lind' });
  await updateByApi(request, member.token, member.me.id, { notification_preferences: { push: false } });
  const deviceCalls: string[] = [];
  page.on('request', (sent) => {
    const call = sent.url().match(/notifications\/(add|remove)-push-device\/|\/auth\/sign-out/)?.[0];
    if (call) deviceCalls.push(call);
  });

  const serviceWorker = await watchServiceWorker(context, page, baseURL!);

  await openSignedIn(page, member.token, '/my-account/privacy');
  await expect(pushSwitch(page)).not.toBeChecked();
  const added = page.waitForResponse(/notifications\/add-push-device\/$/);
  await pushSwitch(page).click();
  const addition = await added;
  expect(addition.status()).toBe(204);
  const registered = addition.request().postDataJSON() as { device_token: string; device_type: string };
  expect(registered.device_type).toBe('web');
  const subscription = JSON.parse(registered.device_token) as PushSubscriptionJSON;
  expect(subscription.endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\//);
  await expect(pushSwitch(page)).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'browser' })).toHaveCount(0);

  // Coming back, the subscription is registered again without a prompt.
  const addedAgain = page.waitForResponse(/notifications\/add-push-device\/$/);
  await page.reload();
  const again = await addedAgain;
  expect(again.status()).toBe(204);
  expect(again.request().postDataJSON()).toEqual(registered);

  // A push the server sends reaches the app's service worker, which shows it.
  await serviceWorker.push({ title: 'Ana Souza', body: 'Arrives in Berlin on Friday', route: '/notifications' });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: 'Ana Souza', body: 'Arrives in Berlin on Friday', tag: '' }]);

  deviceCalls.length = 0;
  const removed = page.waitForResponse(/notifications\/remove-push-device\/$/);
  await page.getByTestId('sidebar').getByRole('button', { name: 'Log out' }).click();
  const removal = await removed;
  expect(removal.status()).toBe(204);
  expect(removal.request().postDataJSON()).toEqual({ device_token: registered.device_token });
  await expect(page).toHaveURL(/\/auth\/login$/);
  // The device goes while the session still stands, and the browser's subscription with it.
  expect(deviceCalls).toEqual(['notifications/remove-push-device/', '/auth/sign-out']);
  expect(
    await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistration('/push-worker.js'))?.pushManager.getSubscription(),
    ),
  ).toBeNull();
});

test('a chat’s later push replaces its earlier one, and a tapped push opens the chat, or else the notifications', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await replacePushService(page);
  const nora = await createSettledMember(request, { firstName: 'Nora', lastName: 'Lind' });
  const ana = await createSettledMember(request, { firstName: 'Ana', lastName: 'Souza' });
  await connectByApi(request, ana, nora);
  const started = await request.post('/thr/v1/api/messaging/', {
    headers: { authorization: `Bearer ${ana.token}` },
    data: { users: [nora.me.id] },
  });
  expect(started.status(), await started.text()).toBeLessThan(300);
  const chat = (await started.json()) as Chat;
  const serviceWorker = await watchServiceWorker(context, page, baseURL!);

  // A member with pushes on, whose browser allows them, is subscribed as the app starts.
  const added = page.waitForResponse(/notifications\/add-push-device\/$/);
  await openSignedIn(page, nora.token, '/my-account/privacy');
  expect((await added).status()).toBe(204);

  // The server's pushes of one chat carry its tag: the later replaces the earlier, beside the rest.
  const tag = `conversation:${chat.id}`;
  const route = `/inbox/view/${chat.id}`;
  await serviceWorker.push({
    title: '1 new message from Ana Souza',
    body: 'Open Here & There to read it.',
    route,
    tag,
  });
  await expect.poll(() => shownNotifications(page)).toHaveLength(1);
  await serviceWorker.push({
    title: '3 new messages from Ana Souza',
    body: 'Open Here & There to read them.',
    route,
    tag,
  });
  const asked = { title: 'Ana Souza asked to connect', body: 'Ana Souza asked to connect with you on Here & There.' };
  await serviceWorker.push({ ...asked, route: '/notifications' });
  await expect
    .poll(async () => (await shownNotifications(page)).sort((a, b) => a.title.localeCompare(b.title)))
    .toEqual([
      { title: '3 new messages from Ana Souza', body: 'Open Here & There to read them.', tag },
      { ...asked, tag: '' },
    ]);

  const worker = await appServiceWorker(context);
  await tapNotification(worker, asked.title);
  await expect(page).toHaveURL(/\/notifications$/);
  await tapNotification(worker, '3 new messages from Ana Souza');
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page.getByRole('log', { name: 'Conversation' })).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});

test('a browser that may not show notifications says so, and the choice is kept', async ({ page, request }) => {
  await replacePushService(page);
  await page.addInitScript(() => {
    // The member answers the browser's question with "Block", which the browser remembers for the site.
    const answerKey = 'e2e.notification-permission';
    Object.defineProperty(Notification, 'permission', {
      get: () => (localStorage.getItem(answerKey) as NotificationPermission | null) ?? 'default',
    });
    Notification.requestPermission = async () => {
      localStorage.setItem(answerKey, 'denied');
      return 'denied';
    };
  });
  const member = await createSettledMember(request, { firstName: 'Ivo', lastName: 'Marek' });
  await updateByApi(request, member.token, member.me.id, { notification_preferences: { push: false } });
  const deviceCalls: string[] = [];
  page.on('request', (sent) => {
    if (/push-device\/$/.test(sent.url())) deviceCalls.push(sent.url());
  });

  await openSignedIn(page, member.token, '/my-account/privacy');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/users\//.test(response.url()),
  );
  await pushSwitch(page).click();
  expect((await saved).status()).toBe(200);
  const message = page.getByRole('status').filter({ hasText: 'This browser is not allowed to show our notifications' });
  await expect(message).toBeVisible();
  await expect(pushSwitch(page)).toBeChecked();
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await message.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotDir, `my-account-privacy-push-refused-${size}.png`) });
  }

  // On a later visit the switch is still on, and the reason still under it.
  await page.reload();
  await expect(pushSwitch(page)).toBeChecked();
  await expect(message).toBeVisible();
  expect(deviceCalls).toEqual([]);
});
