import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberPassword } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createWebBuild } from '../test/web-build.ts';

// The app is opened at other addresses than PUBLIC_URL (http://localhost:8080 in tests): in
// development sign-in works wherever it is served; in production pages move to PUBLIC_URL.

const signInFrom = async (t: TestApp, host: string, origin: string) => {
  const member = await createMember(t);
  return t.app.inject({
    method: 'POST',
    url: '/auth/sign-in/email',
    // A browser that signed in before sends its cookie, which makes Better Auth check the origin.
    headers: { host, origin, cookie: 'here-and-there.session_token=signed-out' },
    payload: { email: member.email, password: memberPassword },
  });
};

describe('in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => t.close());

  it('signs in from the address the app is served at: 127.0.0.1 or the LAN address', async () => {
    for (const host of ['127.0.0.1:8080', '192.168.1.20:8080', 'localhost:8080']) {
      const response = await signInFrom(t, host, `http://${host}`);
      expect(response.statusCode, `${host}: ${response.body}`).toBe(200);
      expect(response.headers['set-auth-token']).toEqual(expect.any(String));
    }
  });

  it('still refuses a sign-in posted from another site', async () => {
    const response = await signInFrom(t, '127.0.0.1:8080', 'http://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  });
});

describe('in production', () => {
  let t: TestApp;
  let webBuild: Awaited<ReturnType<typeof createWebBuild>>;
  beforeAll(async () => {
    webBuild = await createWebBuild();
    t = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: webBuild.dir });
  });
  afterAll(async () => {
    await t.close();
    await webBuild.remove();
  });

  const open = (host: string, url: string, accept = 'text/html') => t.app.inject({ url, headers: { host, accept } });

  it('sends a page opened at another host to the same path at PUBLIC_URL', async () => {
    for (const url of ['/', '/auth/login?redirect=%2Ftrips', '/users/6b1d2c3e-1111-4aaa-8bbb-222233334444']) {
      const response = await open('192.168.1.20:8080', url);
      expect([301, 308], url).toContain(response.statusCode);
      expect(response.headers.location).toBe(`http://localhost:8080${url}`);
    }
  });

  it('serves pages at PUBLIC_URL itself', async () => {
    const response = await open('localhost:8080', '/auth/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('keeps answering health checks, API calls and identity calls at any host', async () => {
    expect((await open('10.0.0.5:8080', '/healthz')).statusCode).toBe(200);
    expect((await open('10.0.0.5:8080', '/readyz')).statusCode).toBe(200);
    expect((await open('10.0.0.5:8080', '/thr/v1/api/config/', 'application/json')).statusCode).toBe(200);
    expect((await open('10.0.0.5:8080', '/thr/v1/api/docs', 'text/html')).statusCode).not.toBe(308);
    const session = await open('10.0.0.5:8080', '/auth/get-session', 'application/json');
    expect(session.statusCode).toBe(200);
  });

  it('trusts sign-in only from PUBLIC_URL and the native apps', async () => {
    expect((await signInFrom(t, '127.0.0.1:8080', 'http://127.0.0.1:8080')).statusCode).toBe(403);
    for (const origin of ['http://localhost:8080', 'capacitor://localhost', 'https://localhost']) {
      expect((await signInFrom(t, '10.0.0.5:8080', origin)).statusCode, origin).toBe(200);
    }
  });
});
