import path from 'node:path';
import type { Page } from '@playwright/test';
import { createSettledMember, openSignedIn, updateByApi } from './support/members.ts';
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

  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const { registrationId, scopeURL, isDeleted } of updated) {
      if (!isDeleted) registrations.set(scopeURL, registrationId);
    }
  });
  // A push delivered to a registration whose worker is still installing is lost, as on a phone.
  const activatedRegistrations = new Set<string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const { registrationId, status } of versions) {
      if (status === 'activated') activatedRegistrations.add(registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');

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
  const scope = new URL('/', baseURL).href;
  await expect
    .poll(() => {
      const registrationId = registrations.get(scope);
      return registrationId !== undefined && activatedRegistrations.has(registrationId);
    })
    .toBe(true);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: registrations.get(scope)!,
    data: JSON.stringify({ title: 'Ana Souza', body: 'Arrives in Berlin on Friday', route: '/notifications' }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map(({ title, body }) => ({ title, body }));
      }),
    )
    .toEqual([{ title: 'Ana Souza', body: 'Arrives in Berlin on Friday' }]);

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
