import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createMember,
  createSignedInMember,
  memberPassword,
  signInWithPassword,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebBuild } from '../../test/web-build.ts';
import { requestLimits } from './limits.ts';

describe('email sign-in and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) => signInWithPassword(t, email, password);

  it('signs in with email and password and returns the bearer token in set-auth-token', async () => {
    const member = await createMember(t, { email: 'mira@example.com' });
    const response = await signIn('Mira@Example.com', memberPassword);
    expect(response.statusCode).toBe(200);
    const token = response.headers['set-auth-token'];
    expect(token).toEqual(expect.any(String));
    const profile = await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(String(token)) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: member.id, email: 'mira@example.com' });
  });

  it('answers a wrong password or an unknown address with 401 in the spec words', async () => {
    const member = await createMember(t);
    for (const [email, password] of [
      [member.email, 'Wrong12345'],
      ['nobody@example.com', memberPassword],
    ] as const) {
      const response = await signIn(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'auth.credentials_incorrect',
        message: 'Email or password is incorrect',
      });
    }
  });

  it('ends the session on sign-out, so the token stops working', async () => {
    const member = await createSignedInMember(t);
    const signOut = await t.app.inject({ method: 'POST', url: '/auth/sign-out', headers: bearer(member.token) });
    expect(signOut.statusCode).toBe(200);
    const profile = await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(member.token) });
    expect(profile.statusCode).toBe(401);
  });

  it('answers 401 unauthenticated without a token or with a bad one', async () => {
    for (const headers of [{}, bearer('not-a-token'), { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ url: '/thr/v1/api/users/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthenticated', message: 'Please sign in to continue.' });
    }
  });

  it('answers 401 once the session has expired', async () => {
    const member = await createSignedInMember(t);
    await t.context.db.$client.query('update auth_sessions set expires_at = $2 where user_id = $1', [
      member.id,
      new Date(t.clock.now().getTime() - 1000),
    ]);
    const response = await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(member.token) });
    expect(response.statusCode).toBe(401);
  });

  it('accepts the signed token of set-auth-token and refuses one with a forged signature', async () => {
    const member = await createMember(t);
    const signedToken = String((await signIn(member.email, memberPassword)).headers['set-auth-token']);
    expect(signedToken).toContain('.');
    const [token, signature] = signedToken.split('.') as [string, string];
    const forged = `${token}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(signedToken) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(forged) })).statusCode).toBe(401);
  });

  it('renews a session used a day or more after its last renewal', async () => {
    const member = await createSignedInMember(t);
    const expiryOf = async () =>
      (
        await t.context.db.$client.query<{ expires_at: Date }>(
          'select expires_at from auth_sessions where user_id = $1',
          [member.id],
        )
      ).rows[0]!.expires_at.getTime();
    const before = await expiryOf();
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    expect((await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(member.token) })).statusCode).toBe(200);
    expect(await expiryOf()).toBeGreaterThan(before + 24 * 60 * 60 * 1000);
  });

  it('returns the permissions computed for the member type', async () => {
    const customer = await createSignedInMember(t, { userType: 'customer' });
    const pro = await createSignedInMember(t, { userType: 'pro' });
    const customerMe = (await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(customer.token) })).json();
    const proMe = (await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(pro.token) })).json();
    expect(customerMe.permissions.users).toMatchObject({ pro: false, view: true, invite: true });
    expect(proMe.permissions.users.pro).toBe(true);
    expect(proMe.permissions.connections).toEqual({ list: true, view: true, create: false, edit: true, delete: false });
  });

  it('stores the member with feedback sent while signed in, and none for a visitor', async () => {
    const member = await createSignedInMember(t);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/thr/v1/api/feedback/',
      headers: bearer(member.token),
      payload: { message: 'Love it' },
    });
    const visitor = await t.app.inject({ method: 'POST', url: '/thr/v1/api/feedback/', payload: { message: 'Hi' } });
    const rows = await t.context.db.$client.query<{ id: string; member_id: string | null }>(
      'select id, member_id from feedback',
    );
    const memberOf = (id: string) => rows.rows.find((row) => row.id === id)?.member_id;
    expect(memberOf(signedIn.json().id)).toBe(member.id);
    expect(memberOf(visitor.json().id)).toBeNull();
  });

  it('limits sign-in attempts per account with a 429 in the error shape', async () => {
    const member = await createMember(t);
    const attempts = [];
    for (let attempt = 0; attempt <= requestLimits.signInPerAccount.max; attempt++) {
      attempts.push(await signIn(member.email, 'Wrong12345'));
    }
    const last = attempts.at(-1)!;
    expect(attempts.slice(0, -1).every((response) => response.statusCode === 401)).toBe(true);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ code: 'rate_limited', message: 'Too many requests. Please try again later.' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the account's: another account from the same address still gets an answer.
    expect((await signIn('someone-else@example.com', 'Wrong12345')).statusCode).toBe(401);
  });
});

describe('sign-in limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('limits sign-in attempts from one IP address across accounts', async () => {
    const statuses = [];
    for (let attempt = 0; attempt <= requestLimits.signInPerIp.max; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/sign-in/email',
        payload: { email: `someone-${attempt}@example.com`, password: 'Wrong12345' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
  });
});

describe('web app pages under /auth', () => {
  let t: TestApp;
  let webBuild: Awaited<ReturnType<typeof createWebBuild>>;
  beforeAll(async () => {
    webBuild = await createWebBuild();
    t = await createTestApp({ WEB_DIST_DIR: webBuild.dir });
  });
  afterAll(async () => {
    await t.close();
    await webBuild.remove();
  });

  it('serves the web app for its own pages, such as /auth/login and /auth/reset-password', async () => {
    for (const url of [
      '/auth/login',
      '/auth/reset-password',
      '/auth/impersonate?token=abc',
      '/auth/experience/network',
    ]) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('leaves Better Auth answering its own paths and API calls', async () => {
    const session = await t.app.inject({ url: '/auth/get-session', headers: { accept: 'application/json' } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toBeNull();
    const unknown = await t.app.inject({ url: '/auth/no-such-endpoint', headers: { accept: 'application/json' } });
    expect(unknown.statusCode).toBe(404);
  });
});
