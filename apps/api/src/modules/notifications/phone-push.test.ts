import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhonePlatform } from '../../platform/push.ts';
import { callApi, createSignedInMember } from '../../test/factories.ts';
import { sendText, startChat } from '../../test/messaging-factories.ts';
import { type ApnsAnswer, FakeApns, FakeFcm, type FcmAnswer, fcmAnswers } from '../../test/phone-push-services.ts';
import { pushServiceCa } from '../../test/push-service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliveries } from './deliveries.table.ts';
import { pushDevices } from './push-devices.table.ts';

let t: TestApp;
let fcm: FakeFcm;
let apns: FakeApns;

beforeAll(async () => {
  fcm = new FakeFcm();
  apns = new FakeApns();
  await Promise.all([fcm.start(), apns.start()]);
  // A message's push waits a stretch: a second keeps it well inside `deliveriesSent`'s wait.
  t = await createTestApp(
    { ...fcm.settings(), ...apns.settings(), MESSAGE_PUSH_DELAY_SECONDS: '1' },
    { pushServiceCa },
  );
});
afterAll(async () => {
  await t.close();
  await Promise.all([fcm.stop(), apns.stop()]);
});

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

const member = (app: TestApp, firstName: string) => createSignedInMember(app, { firstName, lastName: 'Lima' });

/** A phone of the member's with the app on it, registered as the app registers it at sign-in. */
async function phoneOf(app: TestApp, owner: Member, platform: PhonePlatform) {
  const token = platform === 'android' ? fcm.token() : apns.token();
  const response = await callApi(app, owner, 'POST', '/notifications/add-push-device/', {
    device_token: token,
    device_type: platform,
  });
  expect(response.statusCode, response.body).toBe(204);
  const [device] = await app.context.db.select().from(pushDevices).where(eq(pushDevices.token, token));
  return { platform, token, deviceId: device!.id };
}
type Phone = Awaited<ReturnType<typeof phoneOf>>;

const pushesTo = (phone: Phone) => (phone.platform === 'android' ? fcm : apns).pushesTo(phone.token);

async function isRegistered(phone: Phone) {
  const rows = await t.context.db.select().from(pushDevices).where(eq(pushDevices.id, phone.deviceId));
  return rows.length > 0;
}

/** The pushes made to a phone, whatever became of it. */
function pushDeliveriesTo(app: TestApp, phone: Phone) {
  return app.context.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.channel, 'push'), eq(deliveries.address, phone.deviceId)));
}

/** Ana asks Ben to connect: Ben's notification, pushed to his devices. */
const askToConnect = (from: Member, to: Member, app = t) =>
  callApi(app, from, 'POST', '/connections/', { receiver: to.id, type: 'general' });

/** Queues an answer of the phone's push service, each platform's in its own words. */
function answerNext(phone: Phone, answer: FcmAnswer | ApnsAnswer) {
  if (phone.platform === 'android') fcm.answerNext(phone.token, answer as FcmAnswer);
  else apns.answerNext(phone.token, answer as ApnsAnswer);
}

describe('pushing notifications to phones', () => {
  it("pushes to each of the member's phones, through FCM and APNs, with the route a tap opens", async () => {
    const [ana, ben] = [await member(t, 'Ana'), await member(t, 'Ben')];
    const [android, iphone] = [await phoneOf(t, ben, 'android'), await phoneOf(t, ben, 'ios')];
    await askToConnect(ana, ben);
    await t.deliveriesSent();

    const [delivery] = await pushDeliveriesTo(t, android);
    const notificationId = delivery!.notificationId!;
    const title = 'Ana Lima asked to connect';
    const body = 'Ana Lima asked to connect with you on Here & There.';
    expect(pushesTo(android)).toEqual([
      expect.objectContaining({
        request: {
          message: {
            token: android.token,
            notification: { title, body },
            data: { route: '/notifications' },
            android: { ttl: '86400s', collapse_key: notificationId, notification: { tag: notificationId } },
          },
        },
      }),
    ]);
    const [iphonePush, ...more] = pushesTo(iphone) as typeof apns.received;
    expect(more).toEqual([]);
    expect(iphonePush!.payload).toEqual({ aps: { alert: { title, body }, sound: 'default' }, route: '/notifications' });
    expect(iphonePush!.headers).toMatchObject({
      'apns-topic': 'app.hereandthere',
      'apns-push-type': 'alert',
      'apns-priority': '10',
      'apns-collapse-id': notificationId,
      // Kept a day for a phone that is off.
      'apns-expiration': String(Math.floor(t.clock.now().getTime() / 1000) + 86_400),
    });
    expect(await pushDeliveriesTo(t, iphone)).toEqual([expect.objectContaining({ state: 'sent', attempts: 1 })]);
  });

  it('opens the chat of a direct message', async () => {
    const [ana, ben] = [await member(t, 'Ana'), await member(t, 'Ben')];
    const [android, iphone] = [await phoneOf(t, ben, 'android'), await phoneOf(t, ben, 'ios')];
    const chat = await startChat(t, ana, [ben]);
    await sendText(t, ana, `/messaging/${chat.id}`);
    await t.deliveriesSent();
    const route = `/inbox/view/${chat.id}`;
    expect(fcm.pushesTo(android.token).map((push) => push.request.message.data)).toEqual([{ route }]);
    expect(apns.pushesTo(iphone.token).map((push) => push.payload)).toEqual([
      expect.objectContaining({ route, aps: expect.objectContaining({ alert: expect.any(Object) }) }),
    ]);
  });

  it("reuses FCM's access token and APNs' provider token, and takes new ones before they lapse", async () => {
    const [ana, ben, cleo] = [await member(t, 'Ana'), await member(t, 'Ben'), await member(t, 'Cleo')];
    const [android, iphone] = [await phoneOf(t, cleo, 'android'), await phoneOf(t, cleo, 'ios')];
    await askToConnect(ana, cleo);
    await askToConnect(ben, cleo);
    await t.deliveriesSent();
    // An access token lasts an hour, taken again five minutes before; a provider token is used for 50 minutes.
    t.clock.advance(56 * 60_000);
    await askToConnect(await member(t, 'Dan'), cleo);
    await t.deliveriesSent();

    const bearers = fcm.pushesTo(android.token).map((push) => push.accessToken);
    expect(bearers).toHaveLength(3);
    expect(bearers[1]).toBe(bearers[0]);
    expect(bearers[2]).not.toBe(bearers[0]);
    const signedAt = apns.pushesTo(iphone.token).map((push) => push.providerTokenIssuedAt);
    expect(signedAt).toEqual([signedAt[0], signedAt[0], signedAt[0]! + 56 * 60]);
  });

  it.each<[string, PhonePlatform, FcmAnswer | ApnsAnswer]>([
    ['FCM calls unregistered', 'android', fcmAnswers.unregistered],
    ['FCM calls no token of its', 'android', fcmAnswers.notAToken],
    ['APNs calls unregistered', 'ios', { status: 410, reason: 'Unregistered' }],
    ['APNs calls a bad token', 'ios', { status: 400, reason: 'BadDeviceToken' }],
    ['APNs calls another app’s', 'ios', { status: 400, reason: 'DeviceTokenNotForTopic' }],
  ])('forgets a phone %s, without trying it again', async (_case, platform, answer) => {
    const [ana, ben] = [await member(t, 'Ana'), await member(t, 'Ben')];
    const phone = await phoneOf(t, ben, platform);
    answerNext(phone, answer);
    await askToConnect(ana, ben);
    await t.deliveriesSent();
    expect(pushesTo(phone)).toHaveLength(1);
    expect(await pushDeliveriesTo(t, phone)).toEqual([
      expect.objectContaining({
        state: 'failed',
        attempts: 1,
        lastError: expect.stringContaining(String(answer.status)),
      }),
    ]);
    expect(await isRegistered(phone)).toBe(false);
    // A notification later finds no phone to push to.
    await askToConnect(await member(t, 'Cleo'), ben);
    await t.deliveriesSent();
    expect(pushesTo(phone)).toHaveLength(1);
  });

  it.each<[string, PhonePlatform, FcmAnswer | ApnsAnswer]>([
    ['FCM is unavailable', 'android', fcmAnswers.unavailable],
    ['FCM throttles', 'android', fcmAnswers.throttled],
    ['APNs is unavailable', 'ios', { status: 503, reason: 'ServiceUnavailable' }],
    ['APNs throttles', 'ios', { status: 429, reason: 'TooManyRequests' }],
  ])('tries a push again while %s, and delivers it once', async (_case, platform, answer) => {
    const [ana, ben] = [await member(t, 'Ana'), await member(t, 'Ben')];
    const phone = await phoneOf(t, ben, platform);
    answerNext(phone, answer);
    await askToConnect(ana, ben);
    await t.deliveriesSent();
    // The service got it twice: refused, then taken.
    expect(pushesTo(phone)).toHaveLength(2);
    expect(await pushDeliveriesTo(t, phone)).toEqual([
      expect.objectContaining({
        state: 'sent',
        attempts: 2,
        lastError: expect.stringContaining(String(answer.status)),
      }),
    ]);
    expect(await isRegistered(phone)).toBe(true);
  });

  it.each<[string, PhonePlatform, FcmAnswer | ApnsAnswer]>([
    ['FCM', 'android', fcmAnswers.malformed],
    ['APNs', 'ios', { status: 413, reason: 'PayloadTooLarge' }],
  ])('records a push %s refuses for good as failed, keeping the phone', async (_case, platform, answer) => {
    const [ana, ben] = [await member(t, 'Ana'), await member(t, 'Ben')];
    const phone = await phoneOf(t, ben, platform);
    answerNext(phone, answer);
    await askToConnect(ana, ben);
    await t.deliveriesSent();
    expect(pushesTo(phone)).toHaveLength(1);
    expect(await pushDeliveriesTo(t, phone)).toEqual([expect.objectContaining({ state: 'failed', attempts: 1 })]);
    expect(await isRegistered(phone)).toBe(true);
  });
});

describe('a phone platform the server is not configured for', () => {
  let androidOnly: TestApp;
  beforeAll(async () => {
    androidOnly = await createTestApp(fcm.settings(), { pushServiceCa });
  });
  afterAll(() => androidOnly.close());

  it('gets no delivery at all, while the configured one is pushed to', async () => {
    expect(androidOnly.context.push.deviceTypes).toEqual(['web', 'android']);
    const [ana, ben] = [await member(androidOnly, 'Ana'), await member(androidOnly, 'Ben')];
    const [android, iphone] = [await phoneOf(androidOnly, ben, 'android'), await phoneOf(androidOnly, ben, 'ios')];
    await askToConnect(ana, ben, androidOnly);
    await androidOnly.deliveriesSent();
    expect(await pushDeliveriesTo(androidOnly, android)).toEqual([expect.objectContaining({ state: 'sent' })]);
    expect(fcm.pushesTo(android.token)).toHaveLength(1);
    expect(await pushDeliveriesTo(androidOnly, iphone)).toEqual([]);
    expect(apns.pushesTo(iphone.token)).toEqual([]);
  });
});
