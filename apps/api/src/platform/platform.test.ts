import { createECDH } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, fixturePath } from '../test/push-service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/thr/v1/api/feedback/',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
  });

  it('answers a body of the wrong content type with a 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/thr/v1/api/feedback/',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers an oversized body with a 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/thr/v1/api/feedback/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers an unknown API route with a 404 in the error shape', async () => {
    const response = await t.app.inject({ url: '/thr/v1/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('names each invalid field in the spec words', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/thr/v1/api/feedback/', payload: { message: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'One or more fields are incorrect.',
      fields: { message: ['This field is required'] },
    });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ url: '/thr/v1/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/thr/v1/api/config/');
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await t.app.inject({ url: '/thr/v1/api/config/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows every method the API uses to the web and native app origins, and nothing to others', async () => {
    const preflight = (origin: string, method: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/thr/v1/api/connections/00000000-0000-4000-8000-000000000000/',
        headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization' },
      });
    for (const origin of ['capacitor://localhost', 'https://localhost', 'http://localhost:8080']) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await preflight(origin, method);
        expect(response.statusCode, `${origin} ${method}`).toBe(204);
        expect(response.headers['access-control-allow-origin']).toBe(origin);
        expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
      }
    }
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await preflight('https://evil.example', method);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('settings', () => {
  it('uses the spec defaults for the feature flags', () => {
    const config = loadConfig({ AUTH_SECRET: 'x'.repeat(32) });
    expect(config.flags).toMatchObject({
      phone_login: true,
      light_mode: false,
      translations: false,
      google_sign_in: true,
    });
  });

  it('stops on an unknown flag with its name', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(32), FLAG_DARK_MAGIC: 'true' })).toThrow(/FLAG_DARK_MAGIC/);
  });

  it('stops on an invalid value with its name', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(32), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(32), FLAG_LIGHT_MODE: 'maybe' })).toThrow(/FLAG_LIGHT_MODE/);
  });

  it('generates the web push keys once into the data folder, and keeps them across starts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'here-and-there-settings-'));
    try {
      const settings = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: dataDir };
      const first = loadConfig(settings).webPush;
      expect(first).toMatchObject({
        publicKey: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/),
        privateKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        subject: 'mailto:support@hereandthere.app',
      });
      expect(loadConfig(settings).webPush).toEqual(first);
      expect((await stat(path.join(dataDir, 'vapid-keys.json'))).mode & 0o077).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('takes the web push keys from the environment, both or neither', () => {
    const pair = createECDH('prime256v1');
    pair.generateKeys();
    const privateKey = pair.getPrivateKey();
    const keys = {
      VAPID_PUBLIC_KEY: pair.getPublicKey('base64url'),
      VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
    };
    const config = loadConfig({ AUTH_SECRET: 'x'.repeat(32), ...keys, VAPID_SUBJECT: 'https://hereandthere.app' });
    expect(config.webPush).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: 'https://hereandthere.app',
      services: ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'],
    });
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(32), VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(32), ...keys, VAPID_SUBJECT: 'ops@example.com' })).toThrow(
      /VAPID_SUBJECT/,
    );
  });

  it("takes FCM's service account as its JSON or its file, and stops on one it cannot use", () => {
    const settings = { AUTH_SECRET: 'x'.repeat(32) };
    const file = fixturePath('fcm-service-account.json');
    const account = JSON.parse(fixture('fcm-service-account.json').toString('utf8'));
    const fromFile = loadConfig({ ...settings, FCM_SERVICE_ACCOUNT: file }).fcm;
    expect(fromFile).toEqual({
      projectId: 'here-and-there-test',
      clientEmail: account.client_email,
      privateKey: account.private_key,
      privateKeyId: account.private_key_id,
      baseUrl: 'https://fcm.googleapis.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(loadConfig({ ...settings, FCM_SERVICE_ACCOUNT: JSON.stringify(account) }).fcm).toEqual(fromFile);
    expect(loadConfig(settings).fcm).toBeUndefined();
    const refused = (serviceAccount: string) => () => loadConfig({ ...settings, FCM_SERVICE_ACCOUNT: serviceAccount });
    expect(refused('/nowhere/service-account.json')).toThrow(/FCM_SERVICE_ACCOUNT: is neither/);
    expect(refused('{ "project_id": "here-and-there" ')).toThrow(/FCM_SERVICE_ACCOUNT: is not JSON/);
    expect(refused(JSON.stringify({ project_id: 'here-and-there' }))).toThrow(/FCM_SERVICE_ACCOUNT: needs project_id/);
    const withAnotherKey = { ...account, private_key: fixture('apns-key.p8').toString('utf8') };
    expect(refused(JSON.stringify(withAnotherKey))).toThrow(/not an RSA private key/);
  });

  it("takes APNs' key as its text or its file, with its key id, team and app, all or none", () => {
    const key = fixture('apns-key.p8').toString('utf8');
    const settings = {
      AUTH_SECRET: 'x'.repeat(32),
      APNS_KEY_ID: 'K3Y1D00001',
      APNS_TEAM_ID: 'T3AM000001',
      APNS_TOPIC: 'app.hereandthere',
    };
    const fromFile = loadConfig({ ...settings, APNS_KEY_FILE: fixturePath('apns-key.p8') }).apns;
    expect(fromFile).toEqual({
      key,
      keyId: 'K3Y1D00001',
      teamId: 'T3AM000001',
      topic: 'app.hereandthere',
      baseUrl: 'https://api.push.apple.com',
    });
    // A key on one line of an environment file, its line breaks written "\n".
    expect(loadConfig({ ...settings, APNS_KEY: key.replaceAll('\n', '\\n') }).apns).toEqual(fromFile);
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(32) }).apns).toBeUndefined();
    expect(() => loadConfig({ ...settings, APNS_KEY: key, APNS_TEAM_ID: undefined })).toThrow(/set together/);
    expect(() => loadConfig({ ...settings, APNS_KEY: key, APNS_KEY_FILE: fixturePath('apns-key.p8') })).toThrow(
      /not both/,
    );
    expect(() => loadConfig({ ...settings, APNS_KEY: fixture('push-service.crt').toString() })).toThrow(
      /APNS_KEY: is not/,
    );
    expect(() => loadConfig({ ...settings, APNS_KEY: key, APNS_KEY_ID: 'key-1' })).toThrow(/APNS_KEY_ID/);
  });
});
