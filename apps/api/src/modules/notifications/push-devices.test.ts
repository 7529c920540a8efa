import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { messages, type PublicConfig } from '@here-and-there/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, createSignedInMember } from '../../test/factories.ts';
import { subscribeBrowser } from '../../test/push-service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pushDevices } from './push-devices.table.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

const call = (...request: ApiCall) => callApi(t, ...request);
const pushService = 'https://fcm.googleapis.com/fcm/send';
const browserToken = () => subscribeBrowser(`${pushService}/${crypto.randomUUID()}`).deviceToken;
/** An FCM registration token's shape. */
const phoneToken = () => `${crypto.randomUUID().replaceAll('-', '')}:APA91b${crypto.randomUUID()}`;

async function addDevice(member: Member | null, device_token: string, device_type = 'web') {
  return call(member, 'POST', '/notifications/add-push-device/', { device_token, device_type });
}

async function removeDevice(member: Member | null, device_token: string) {
  return call(member, 'POST', '/notifications/remove-push-device/', { device_token });
}

async function devicesOf(member: { id: string }) {
  return t.context.db
    .select()
    .from(pushDevices)
    .where(eq(pushDevices.memberId, member.id))
    .orderBy(asc(pushDevices.createdAt));
}

describe('registering a push device', () => {
  it('keeps any number of browsers and phones of a member', async () => {
    const ana = await createSignedInMember(t);
    const tokens = [browserToken(), browserToken(), phoneToken()];
    for (const [index, token] of tokens.entries()) {
      const response = await addDevice(ana, token, index === 2 ? 'android' : 'web');
      expect(response.statusCode, response.body).toBe(204);
      t.clock.advance(1000);
    }
    const devices = await devicesOf(ana);
    expect(devices.map((device) => [device.deviceType, device.token])).toEqual([
      ['web', tokens[0]],
      ['web', tokens[1]],
      ['android', tokens[2]],
    ]);
  });

  it('keeps a device registered twice by its member once, as it was', async () => {
    const ana = await createSignedInMember(t);
    const token = browserToken();
    await addDevice(ana, token);
    const [before] = await devicesOf(ana);
    expect((await addDevice(ana, token)).statusCode).toBe(204);
    expect(await devicesOf(ana)).toEqual([before]);
  });

  it('moves a shared device to the member who registered it last', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const token = browserToken();
    await addDevice(ana, token);
    const [anas] = await devicesOf(ana);
    expect((await addDevice(ben, token)).statusCode).toBe(204);
    expect(await devicesOf(ana)).toEqual([]);
    const [bens] = await devicesOf(ben);
    expect(bens).toMatchObject({ token, deviceType: 'web' });
    // A new id: pushes still queued to the device for Ana are not shown to Ben.
    expect(bens!.id).not.toBe(anas!.id);
  });

  it.each([
    ['a token that is not a subscription', 'not json', 'web'],
    [
      'a subscription over plain http',
      JSON.stringify({ ...subscribeBrowser('http://push.example.net/send/1').subscription }),
      'web',
    ],
    ['a subscription to no URL', JSON.stringify({ ...subscribeBrowser('push-service').subscription }), 'web'],
    [
      'a subscription on a push service the server does not post to',
      subscribeBrowser('https://10.0.0.7/push/1').deviceToken,
      'web',
    ],
    ['a subscription without keys', JSON.stringify({ endpoint: `${pushService}/1`, expirationTime: null }), 'web'],
    [
      'a key that is not a P-256 point',
      JSON.stringify({ endpoint: `${pushService}/1`, keys: { p256dh: 'abc', auth: 'A'.repeat(22) } }),
      'web',
    ],
    [
      'an auth secret that is not 16 bytes of base64url',
      JSON.stringify({ endpoint: `${pushService}/1`, keys: { p256dh: `B${'A'.repeat(86)}`, auth: '+/+/'.repeat(5) } }),
      'web',
    ],
    ['a phone token with spaces', 'a token with spaces', 'ios'],
    ['an iPhone token that is not hexadecimal', phoneToken(), 'ios'],
    ['a token too long', `x${'A'.repeat(2048)}`, 'android'],
  ])('refuses %s, in the product’s words', async (_case, token, type) => {
    const ana = await createSignedInMember(t);
    const response = await addDevice(ana, token, type);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { device_token: [messages.fieldsIncorrect] },
    });
    expect(await devicesOf(ana)).toEqual([]);
  });

  it('refuses a device of no known type, and a missing token', async () => {
    const ana = await createSignedInMember(t);
    const unknownType = await addDevice(ana, phoneToken(), 'windows-phone');
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().fields).toEqual({ device_type: [messages.fieldsIncorrect] });
    const empty = await addDevice(ana, '', 'web');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ device_token: [messages.required] });
  });

  it('asks a visitor to sign in', async () => {
    const response = await addDevice(null, browserToken());
    expect(response.statusCode).toBe(401);
  });
});

describe('removing a push device', () => {
  it('stops pushing to the device a member signs out of, and keeps their others', async () => {
    const ana = await createSignedInMember(t);
    const [leaving, staying] = [browserToken(), browserToken()];
    await addDevice(ana, leaving);
    await addDevice(ana, staying);
    expect((await removeDevice(ana, leaving)).statusCode).toBe(204);
    expect((await devicesOf(ana)).map((device) => device.token)).toEqual([staying]);
  });

  it('leaves another member’s device where it is, answering as for any device', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const token = browserToken();
    await addDevice(ana, token);
    const response = await removeDevice(ben, token);
    expect(response.statusCode).toBe(204);
    expect((await devicesOf(ana)).map((device) => device.token)).toEqual([token]);
  });

  it('answers a device already removed as done, so signing out never fails on it', async () => {
    const ana = await createSignedInMember(t);
    expect((await removeDevice(ana, browserToken())).statusCode).toBe(204);
  });

  it('asks a visitor to sign in', async () => {
    const ana = await createSignedInMember(t);
    const token = browserToken();
    await addDevice(ana, token);
    expect((await removeDevice(null, token)).statusCode).toBe(401);
    expect(await devicesOf(ana)).toHaveLength(1);
  });
});

describe('the web push key', () => {
  it('is given to the web app before sign-in, and kept under the data folder across starts', async () => {
    const response = await call(null, 'GET', '/config/');
    expect(response.statusCode).toBe(200);
    const { web_push_public_key } = response.json<PublicConfig>();
    expect(web_push_public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const kept = JSON.parse(await readFile(path.join(t.context.config.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(kept.publicKey).toBe(web_push_public_key);
  });
});
