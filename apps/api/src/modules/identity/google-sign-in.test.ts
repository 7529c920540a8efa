import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
}

/** `name=value` pairs of the cookies a response sets, ready for a Cookie header. */
const cookieHeader = (response: InjectResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

describe('Google sign-in', () => {
  let google: OAuth2Server;
  let t: TestApp;
  let nextProfile: GoogleProfile;

  beforeAll(async () => {
    google = new OAuth2Server();
    await google.issuer.keys.generate('RS256');
    // The mock names its issuer `localhost`; the discovery URL must match it.
    await google.start(0, 'localhost');
    google.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, { ...nextProfile, email_verified: true });
    });
    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'here-and-there-test',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_DISCOVERY_URL: `${google.issuer.url}/.well-known/openid-configuration`,
      ADMIN_EMAILS: 'chief@example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
  });

  /** Runs the browser's part of the flow and returns the app's answer to Google's redirect back. */
  async function signInWithGoogle(profile: GoogleProfile) {
    nextProfile = profile;
    const start = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/auth/login' },
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url);
    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    expect(callback.pathname).toBe('/auth/callback/google');
    const answer = await t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookieHeader(start) },
    });
    return { authorizeUrl, answer };
  }

  it('creates a member from the Google profile and signs them in', async () => {
    const { authorizeUrl, answer } = await signInWithGoogle({
      sub: 'google-ana',
      email: 'Ana.Souza@example.com',
      name: 'Ana Maria Souza',
    });
    expect(authorizeUrl.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining([
        'openid',
        'email',
        'profile',
        'https://www.googleapis.com/auth/calendar.events.readonly',
        'https://www.googleapis.com/auth/gmail.readonly',
      ]),
    );
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/');

    const session = await t.app.inject({ url: '/auth/get-session', headers: { cookie: cookieHeader(answer) } });
    const { session: current, user } = session.json();
    expect(user.email).toBe('ana.souza@example.com');
    const profile = await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(current.token) });
    expect(profile.json()).toMatchObject({
      id: user.id,
      first_name: 'Ana',
      last_name: 'Maria Souza',
      user_type: 'customer',
    });
  });

  it('signs the same Google account in again without a second member', async () => {
    const profile = { sub: 'google-rui', email: 'rui@example.com', name: 'Rui Costa' };
    await signInWithGoogle(profile);
    const { answer } = await signInWithGoogle(profile);
    expect(answer.statusCode).toBe(302);
    const members = await t.context.db.$client.query(
      "select 1 from members join auth_users on auth_users.id = members.id where email = 'rui@example.com'",
    );
    expect(members.rowCount).toBe(1);
  });

  it('makes a Google sign-up with an address from ADMIN_EMAILS an admin', async () => {
    const { answer } = await signInWithGoogle({ sub: 'google-chief', email: 'chief@example.com', name: 'Chief' });
    const { session } = (
      await t.app.inject({ url: '/auth/get-session', headers: { cookie: cookieHeader(answer) } })
    ).json();
    const profile = await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(session.token) });
    expect(profile.json()).toMatchObject({ user_type: 'admin', first_name: 'Chief', last_name: '' });
  });

  it('creates no identity when its profile cannot be written', async () => {
    await t.context.db.$client.query(`
      create function refuse_broken_profile() returns trigger language plpgsql as $$
      begin raise exception 'profile refused'; end $$;
      create trigger refuse_broken_profile before insert on members
        for each row when (new.first_name = 'Broken') execute function refuse_broken_profile();
    `);
    const { answer } = await signInWithGoogle({ sub: 'google-broken', email: 'broken@example.com', name: 'Broken Go' });
    expect(new URL(String(answer.headers.location), 'http://localhost:8080').searchParams.get('error')).toBeTruthy();
    const users = await t.context.db.$client.query("select 1 from auth_users where email = 'broken@example.com'");
    expect(users.rowCount).toBe(0);
  });

  it('does not link Google to a member who signed up another way, and says so', async () => {
    const member = await createMember(t, { email: 'lena@example.com' });
    const { answer } = await signInWithGoogle({ sub: 'google-lena', email: 'lena@example.com', name: 'Lena' });
    expect(answer.statusCode).toBe(302);
    const location = new URL(String(answer.headers.location), 'http://localhost:8080');
    expect(location.pathname).toBe('/auth/login');
    expect(location.searchParams.get('error')).toBe('account_not_linked');
    expect(answer.cookies.some((cookie) => cookie.name.includes('session_token') && cookie.value)).toBe(false);
    const accounts = await t.context.db.$client.query('select provider_id from auth_accounts where user_id = $1', [
      member.id,
    ]);
    expect(accounts.rows).toEqual([{ provider_id: 'credential' }]);
  });
});
