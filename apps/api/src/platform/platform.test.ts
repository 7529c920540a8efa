import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
