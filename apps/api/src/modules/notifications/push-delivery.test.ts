import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, createSignedInMember } from '../../test/factories.ts';
import { FakePushService, pushServiceCa, subscribeBrowser, type TestBrowser } from '../../test/push-service.ts';
import { createTestApp, startAnotherNode, type TestApp, waitForDeliveries } from '../../test/test-app.ts';
import { deliveries } from './deliveries.table.ts';
import { pushDevices } from './push-devices.table.ts';

let t: TestApp;
let pushService: FakePushService;
/** The server posts only to the push services it knows: here, the one the test runs. */
const onTheFakePushService = { WEB_PUSH_SERVICES: '127.0.0.1' };

beforeAll(async () => {
  pushService = new FakePushService();
  await pushService.start();
  t = await createTestApp(onTheFakePushService, { pushServiceCa });
});
afterAll(async () => {
  await t.close();
  await pushService.stop();
});

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

const call = (...request: ApiCall) => callApi(t, ...request);

/** A browser of the member's that receives their pushes from the fake push service. */
async function browserOf(member: Member) {
  const browser = subscribeBrowser(pushService.endpoint());
  const response = await call(member, 'POST', '/notifications/add-push-device/', {
    device_token: browser.deviceToken,
    device_type: 'web',
  });
  expect(response.statusCode, response.body).toBe(204);
  return browser;
}

/** What the browser was pushed, decrypted, once every delivery is sent or has failed for good. */
async function pushesTo(browser: TestBrowser) {
  await t.deliveriesSent();
  return pushService.pushesTo(browser.subscription.endpoint).map((push) => browser.read(push));
}

const member = (firstName: string) => createSignedInMember(t, { firstName, lastName: 'Lima' });

async function deviceIdOf(app: TestApp, browser: TestBrowser) {
  const [device] = await app.context.db
    .select({ id: pushDevices.id })
    .from(pushDevices)
    .where(eq(pushDevices.token, browser.deviceToken));
  return device?.id;
}

/** The pushes made to a device, whatever became of it. */
function pushDeliveriesTo(app: TestApp, deviceId: string) {
  return app.context.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.channel, 'push'), eq(deliveries.address, deviceId)));
}

describe('pushing notifications to browsers', () => {
  it('signs each push with the key the web app subscribes with, and keeps it a day for a browser offline', async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    const browser = await browserOf(ben);
    await call(ana, 'POST', '/connections/', { receiver: ben.id, type: 'general' });
    await t.deliveriesSent();
    const [push] = pushService.pushesTo(browser.subscription.endpoint);
    const publicKey = (await call(null, 'GET', '/config/')).json().web_push_public_key;
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400' });
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const claims = JSON.parse(Buffer.from(String(push!.headers.authorization).split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({
      aud: new URL(browser.subscription.endpoint).origin,
      sub: 'mailto:support@hereandthere.app',
    });
  });

  it('opens the notifications for anything but a message, tagged with the notification', async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    const browser = await browserOf(ben);
    await call(ana, 'POST', '/connections/', { receiver: ben.id, type: 'general' });
    const pushes = await pushesTo(browser);
    const notifications = (await call(ben, 'GET', '/notifications/')).json();
    expect(pushes).toEqual([
      {
        title: 'Ana Lima asked to connect',
        body: 'Ana Lima asked to connect with you on Here & There.',
        route: '/notifications',
        tag: notifications.results[0].id,
      },
    ]);
  });

  it('pushes nothing to a member who turned pushes off', async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    const browser = await browserOf(ben);
    const off = await call(ben, 'PUT', `/users/${ben.id}/`, { notification_preferences: { push: false } });
    expect(off.statusCode, off.body).toBe(200);
    await call(ana, 'POST', '/connections/', { receiver: ben.id, type: 'general' });
    expect(await pushesTo(browser)).toEqual([]);
  });

  it('pushes nothing to a browser signed out of', async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    const browser = await browserOf(ben);
    await call(ben, 'POST', '/notifications/remove-push-device/', { device_token: browser.deviceToken });
    await call(ana, 'POST', '/connections/', { receiver: ben.id, type: 'general' });
    expect(await pushesTo(browser)).toEqual([]);
  });

  it('forgets a browser its push service calls gone, without trying it again', async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    const browser = await browserOf(ben);
    const deviceId = (await deviceIdOf(t, browser))!;
    pushService.answerNext(browser.subscription.endpoint, 410);
    await call(ana, 'POST', '/connections/', { receiver: ben.id, type: 'general' });
    await t.deliveriesSent();
    expect(pushService.pushesTo(browser.subscription.endpoint)).toHaveLength(1);
    expect(await pushDeliveriesTo(t, deviceId)).toEqual([
      expect.objectContaining({ state: 'failed', attempts: 1, lastError: expect.stringContaining('410') }),
    ]);
    expect(await deviceIdOf(t, browser)).toBeUndefined();
    // A notification later finds no device to push to.
    await call(await member('Cleo'), 'POST', '/connections/', { receiver: ben.id, type: 'general' });
    await t.deliveriesSent();
    expect(pushService.pushesTo(browser.subscription.endpoint)).toHaveLength(1);
  });

  it('tries a push again while its push service is unavailable, and delivers it once', async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    const browser = await browserOf(ben);
    pushService.answerNext(browser.subscription.endpoint, 503);
    await call(ana, 'POST', '/connections/', { receiver: ben.id, type: 'general' });
    const pushes = await pushesTo(browser);
    // The push service got it twice: refused, then taken; the browser shows it once.
    expect(pushes).toHaveLength(2);
    expect(pushes[1]).toMatchObject({ title: 'Ana Lima asked to connect', route: '/notifications' });
    const [delivery] = await pushDeliveriesTo(t, (await deviceIdOf(t, browser))!);
    expect(delivery).toMatchObject({ state: 'sent', attempts: 2, lastError: expect.stringContaining('503') });
  });
});

describe('a browser that changes hands', () => {
  /** An app that makes notifications and whose pushes wait, queued, until a node that sends them starts. */
  let held: TestApp;
  beforeAll(async () => {
    held = await createTestApp(onTheFakePushService, { isDelivering: false });
  });
  afterAll(() => held.close());

  it('shows the member who registered it last none of the pushes queued for the one before', async () => {
    const [ana, ben, cleo] = [
      await createSignedInMember(held, { firstName: 'Ana' }),
      await createSignedInMember(held),
      await createSignedInMember(held),
    ];
    const browser = subscribeBrowser(pushService.endpoint());
    const register = (who: Member) =>
      callApi(held, who, 'POST', '/notifications/add-push-device/', {
        device_token: browser.deviceToken,
        device_type: 'web',
      });
    expect((await register(ben)).statusCode).toBe(204);
    const bensDevice = await deviceIdOf(held, browser);
    await callApi(held, ana, 'POST', '/connections/', { receiver: ben.id, type: 'general' });
    expect((await register(cleo)).statusCode).toBe(204);

    const sender = await startAnotherNode(held, { pushServiceCa });
    try {
      await waitForDeliveries(sender.context);
    } finally {
      await sender.close();
    }
    expect(pushService.pushesTo(browser.subscription.endpoint)).toEqual([]);
    expect(await pushDeliveriesTo(held, bensDevice!)).toEqual([
      expect.objectContaining({ state: 'failed', lastError: 'the device was removed before the push was sent' }),
    ]);
  });
});
