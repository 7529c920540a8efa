import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, callApi, createSignedInMember } from '../../test/factories.ts';
import { type FakeAccount, type FakeProvider, startFakeGoogle, startFakeMicrosoft } from '../../test/fake-providers.ts';
import { berlin } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findProviderGrant, sealUnsealedProviderTokens } from '../identity/index.ts';
import { runImport } from './import-runs.service.ts';

const cookieHeader = (response: InjectResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

const bookingMail = readFileSync(
  new URL('../imports/fixtures/mail/british-airways-return-jsonld.eml', import.meta.url),
  'utf8',
);

let accounts = 0;
/** An account at a provider, with an empty mailbox and calendar unless given some. */
function fakeAccount(fields: Partial<FakeAccount> = {}): FakeAccount {
  accounts += 1;
  return {
    sub: `account-${accounts}`,
    email: `traveller-${accounts}@example.com`,
    name: 'Ana Lima',
    messages: [],
    events: [],
    ...fields,
  };
}

describe('mail and calendar connections', () => {
  let t: TestApp;
  let google: FakeProvider;
  let microsoft: FakeProvider;

  beforeAll(async () => {
    const fakeGoogle = await startFakeGoogle();
    const fakeMicrosoft = await startFakeMicrosoft();
    google = fakeGoogle.provider;
    microsoft = fakeMicrosoft.provider;
    t = await createTestApp({
      ...fakeGoogle.settings,
      ...fakeMicrosoft.settings,
      GMAIL_PUSH_TOPIC: 'projects/here-and-there/topics/gmail',
      GMAIL_PUSH_TOKEN: 'a-secret-of-the-push-endpoint',
      OUTLOOK_PUSH: 'true',
    });
  }, 30_000);
  afterAll(async () => {
    await t.close();
    await google.stop();
    await microsoft.stop();
  });

  /** A member signed in by email, at home in Berlin (the fixture's journey leaves from there). */
  async function createTraveller() {
    const member = await createSignedInMember(t);
    await callApi(t, member, 'PUT', `/users/${member.id}/`, { base_location: berlin });
    return member;
  }

  /** The browser's part of linking: Better Auth's link, the provider's consent screen, its redirect back. */
  async function connect(member: { token: string }, connection: 'google' | 'outlook', account: FakeAccount) {
    const provider = connection === 'google' ? google : microsoft;
    provider.consentAs(account);
    const start = await t.app.inject({
      method: 'POST',
      url: '/auth/link-social',
      headers: bearer(member.token),
      payload: {
        provider: connection === 'google' ? 'google' : 'microsoft',
        callbackURL: `/integrations/${connection}/success`,
        errorCallbackURL: '/integrations',
      },
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url);
    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const answer = await t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookieHeader(start) },
    });
    await t.eventsHandled();
    await importsDone();
    return { authorizeUrl, answer };
  }

  /** Waits until no import run is waiting or running. */
  async function importsDone() {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { rows } = await t.context.db.$client.query<{ left: number }>(
        `select count(*)::int as left from pgboss.job where name = 'integration-imports' and state in ('created', 'retry', 'active')`,
      );
      if (rows[0]!.left === 0) return;
      if (Date.now() > deadline) throw new Error('import runs still running after 15 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const integrationsOf = async (member: { id: string; token: string }) =>
    (await callApi(t, member, 'GET', `/users/${member.id}/integrations/`)).json();

  const myTrips = async (member: { id: string; token: string }) =>
    (await callApi(t, member, 'GET', `/trips/?user=${member.id}`)).json().results as {
      status: string;
      location: { title: string };
    }[];

  async function storedAccount(memberId: string, providerId: string) {
    const { rows } = await t.context.db.$client.query(
      'select access_token, refresh_token, scope from auth_accounts where user_id = $1 and provider_id = $2',
      [memberId, providerId],
    );
    return rows[0];
  }

  it('links a Google account to a member who signed up by email, asking for the scopes of SPEC §7', async () => {
    const member = await createTraveller();
    const { authorizeUrl, answer } = await connect(member, 'google', fakeAccount({ email: 'someone.else@gmail.com' }));
    expect(authorizeUrl.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining([
        'email',
        'profile',
        'https://www.googleapis.com/auth/calendar.events.readonly',
        'https://www.googleapis.com/auth/gmail.readonly',
      ]),
    );
    expect(authorizeUrl.searchParams.get('access_type')).toBe('offline');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/integrations/google/success');
    const integrations = await integrationsOf(member);
    expect(integrations.google.granted_scopes).toContain('https://www.googleapis.com/auth/gmail.readonly');
    expect(integrations.outlook.granted_scopes).toEqual([]);
  });

  it('keeps the tokens sealed, never as the provider gave them', async () => {
    const member = await createTraveller();
    await connect(member, 'google', fakeAccount());
    const stored = await storedAccount(member.id, 'google');
    expect(stored.access_token).toMatch(/^v1\./);
    expect(stored.refresh_token).toMatch(/^v1\./);
    expect(stored.access_token).not.toContain('eyJ');
  });

  it('seals, as the app starts, the tokens of an account kept as the provider gave them, and only those', async () => {
    const [member, other] = [await createTraveller(), await createTraveller()];
    await connect(member, 'google', fakeAccount());
    await connect(other, 'google', fakeAccount());
    const grant = await findProviderGrant(t.context, member.id, 'google');
    // As Better Auth kept an account's tokens before they were sealed.
    await t.context.db.$client.query(
      `update auth_accounts set access_token = $3, refresh_token = $4, id_token = 'an-id-token'
       where user_id = $1 and provider_id = $2`,
      [member.id, 'google', grant?.accessToken, grant?.refreshToken],
    );
    const othersBefore = await storedAccount(other.id, 'google');

    await sealUnsealedProviderTokens(t.context);

    const stored = await storedAccount(member.id, 'google');
    expect(stored.access_token).toMatch(/^v1\./);
    expect(stored.refresh_token).toMatch(/^v1\./);
    const { rows } = await t.context.db.$client.query(
      'select id_token from auth_accounts where user_id = $1 and provider_id = $2',
      [member.id, 'google'],
    );
    expect(rows[0].id_token).toBeNull();
    expect(await findProviderGrant(t.context, member.id, 'google')).toMatchObject({
      accessToken: grant?.accessToken,
      refreshToken: grant?.refreshToken,
    });
    expect(await storedAccount(other.id, 'google')).toEqual(othersBefore);
  });

  it('connects Outlook through the Microsoft identity platform with Graph mail and calendar scopes', async () => {
    const member = await createTraveller();
    const { authorizeUrl, answer } = await connect(member, 'outlook', fakeAccount());
    expect(authorizeUrl.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining([
        'offline_access',
        'https://graph.microsoft.com/Mail.Read',
        'https://graph.microsoft.com/Calendars.Read',
      ]),
    );
    expect(answer.headers.location).toBe('/integrations/outlook/success');
    expect((await integrationsOf(member)).outlook.granted_scopes).toContain('https://graph.microsoft.com/Mail.Read');
  });

  it('does not let anyone sign in with Microsoft while its flag is off', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in/social',
      payload: { provider: 'microsoft', callbackURL: '/' },
    });
    expect(response.statusCode).toBe(404);
  });

  it("shows a member's connections to nobody else, admins included", async () => {
    const member = await createTraveller();
    const other = await createSignedInMember(t);
    const response = await callApi(t, other, 'GET', `/users/${member.id}/integrations/`);
    expect(response.statusCode).toBe(403);
  });

  it('reads 90 days of Gmail and the future calendar on connecting, and a booking becomes a To Confirm trip', async () => {
    const member = await createTraveller();
    await connect(
      member,
      'google',
      fakeAccount({
        messages: [
          { id: 'ba-1', raw: bookingMail, receivedAt: new Date(Date.now() - 3 * 86_400_000) },
          { id: 'old', raw: bookingMail, receivedAt: new Date(Date.now() - 120 * 86_400_000) },
        ],
      }),
    );
    const after = Number(
      google.calls.find((call) => call.startsWith('GET /gmail/v1/users/me/messages?'))?.match(/after%3A(\d+)/)?.[1],
    );
    expect(Date.now() / 1000 - after).toBeGreaterThan(89 * 86_400);
    expect(google.calls).toContain('GET /gmail/v1/users/me/messages/ba-1?format=raw');
    expect(google.calls.some((call) => call.startsWith('GET /calendar/v3/calendars/primary/events?timeMin='))).toBe(
      true,
    );
    const trips = await myTrips(member);
    expect(trips).toEqual([expect.objectContaining({ status: 'from_gmail' })]);
    expect(trips[0]!.location.title).toMatch(/London/);
  });

  it('reads only what is new on the next run, and the same booking makes no second trip', async () => {
    const member = await createTraveller();
    const account = fakeAccount({
      messages: [{ id: 'ba-2', raw: bookingMail, receivedAt: new Date(Date.now() - 86_400_000) }],
    });
    await connect(member, 'google', account);
    account.messages.push({ id: 'ba-2-again', raw: bookingMail, receivedAt: new Date() });
    google.calls.length = 0;
    await runImport(t.context, { memberId: member.id, connection: 'google' });
    expect(google.calls).not.toContain('GET /gmail/v1/users/me/messages/ba-2?format=raw');
    expect(google.calls).toContain('GET /gmail/v1/users/me/messages/ba-2-again?format=raw');
    expect(await myTrips(member)).toHaveLength(1);
  });

  it('reads Outlook mail as MIME and its events through Graph', async () => {
    const member = await createTraveller();
    microsoft.calls.length = 0;
    await connect(
      member,
      'outlook',
      fakeAccount({
        messages: [{ id: 'ba-3', raw: bookingMail, receivedAt: new Date(Date.now() - 86_400_000) }],
        events: [
          {
            id: 'event-1',
            subject: 'Dentist',
            isAllDay: false,
            isCancelled: false,
            start: { dateTime: '2027-03-01T09:00:00.0000000' },
            end: { dateTime: '2027-03-01T10:00:00.0000000' },
          },
        ],
      }),
    );
    expect(microsoft.calls).toContain('GET /v1.0/me/messages/ba-3/$value');
    expect(microsoft.calls.some((call) => call.startsWith('GET /v1.0/me/events?'))).toBe(true);
    expect((await myTrips(member)).map((trip) => trip.status)).toEqual(['from_gmail']);
  });

  it('refreshes an access token the provider no longer takes, and keeps the new one sealed', async () => {
    const member = await createTraveller();
    const account = fakeAccount();
    await connect(member, 'google', account);
    const before = await storedAccount(member.id, 'google');
    google.expireAccessTokens(account.sub);
    const result = await runImport(t.context, { memberId: member.id, connection: 'google' });
    expect(result).toEqual({ messages: 0, events: 0 });
    const after = await storedAccount(member.id, 'google');
    expect(after.access_token).toMatch(/^v1\./);
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).toBe(before.refresh_token);
  });

  it('disconnects a grant the member revoked at the provider, and tells them in the app', async () => {
    const member = await createTraveller();
    const account = fakeAccount();
    await connect(member, 'outlook', account);
    microsoft.revokeGrant(account.sub);
    const result = await runImport(t.context, { memberId: member.id, connection: 'outlook' });
    expect(result).toMatchObject({ disconnected: true });
    expect((await integrationsOf(member)).outlook.granted_scopes).toEqual([]);
    const notifications = (await callApi(t, member, 'GET', '/notifications/')).json().results;
    expect(notifications.map((notification: { kind: string }) => notification.kind)).toEqual(['outlook_disconnected']);
    await runImport(t.context, { memberId: member.id, connection: 'outlook' });
    expect((await callApi(t, member, 'GET', '/notifications/')).json().results).toHaveLength(1);
  });

  it('disconnects Google: revokes the grant at Google, forgets the tokens and stops the Gmail watch', async () => {
    const member = await createTraveller();
    await connect(member, 'google', fakeAccount());
    const { refresh_token: sealed } = await storedAccount(member.id, 'google');
    expect(sealed).toBeTruthy();
    google.calls.length = 0;
    const response = await callApi(t, member, 'DELETE', '/integrations/google/');
    expect(response.statusCode).toBe(204);
    expect(google.revokedTokens.size).toBeGreaterThan(0);
    expect(google.calls).toContain('POST /gmail/v1/users/me/stop');
    expect(await storedAccount(member.id, 'google')).toEqual({ access_token: null, refresh_token: null, scope: null });
    expect((await integrationsOf(member)).google.granted_scopes).toEqual([]);
    expect((await callApi(t, member, 'DELETE', '/integrations/google/')).statusCode).toBe(204);
  });

  it('disconnects Outlook: deletes its Graph subscriptions and forgets the tokens (Microsoft has no revocation)', async () => {
    const member = await createTraveller();
    await connect(member, 'outlook', fakeAccount());
    microsoft.calls.length = 0;
    await callApi(t, member, 'DELETE', '/integrations/outlook/');
    expect(microsoft.calls.filter((call) => call.startsWith('DELETE /v1.0/subscriptions/'))).toHaveLength(2);
    expect((await integrationsOf(member)).outlook.granted_scopes).toEqual([]);
  });

  it('connects again after a disconnect and reads the 90 days afresh', async () => {
    const member = await createTraveller();
    const account = fakeAccount();
    await connect(member, 'google', account);
    await callApi(t, member, 'DELETE', '/integrations/google/');
    await connect(member, 'google', account);
    expect((await integrationsOf(member)).google.granted_scopes.length).toBeGreaterThan(0);
  });

  it('revokes every grant when the member deletes their account', async () => {
    const member = await createTraveller();
    await connect(member, 'google', fakeAccount());
    const revokedBefore = google.revokedTokens.size;
    expect((await callApi(t, member, 'DELETE', '/users/me')).statusCode).toBe(204);
    expect(google.revokedTokens.size).toBe(revokedBefore + 1);
  });

  it("runs a mailbox's import when Gmail pushes a change, only with the endpoint's secret", async () => {
    const member = await createTraveller();
    const account = fakeAccount();
    await connect(member, 'google', account);
    const data = Buffer.from(JSON.stringify({ emailAddress: account.email.toUpperCase(), historyId: '9' })).toString(
      'base64',
    );
    const push = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/thr/v1/api/integrations/google/push/?token=${token}`,
        payload: { message: { data, messageId: '1' }, subscription: 'projects/here-and-there/subscriptions/gmail' },
      });
    expect((await push('not-the-secret')).statusCode).toBe(404);
    google.calls.length = 0;
    expect((await push('a-secret-of-the-push-endpoint')).statusCode).toBe(204);
    await importsDone();
    expect(google.calls.some((call) => call.startsWith('GET /gmail/v1/users/me/messages?'))).toBe(true);
  });

  it("answers Graph's validation, and runs an import for a notification that echoes its subscription's secret", async () => {
    const member = await createTraveller();
    await connect(member, 'outlook', fakeAccount());
    const validation = await t.app.inject({
      method: 'POST',
      url: '/thr/v1/api/integrations/outlook/notifications/?validationToken=Validation%3A%20Testing',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    expect(validation.statusCode).toBe(200);
    expect(validation.body).toBe('Validation: Testing');
    const { rows } = await t.context.db.$client.query(
      'select push_subscription_ids, push_client_state from integration_imports where member_id = $1',
      [member.id],
    );
    const [{ push_subscription_ids: ids, push_client_state: clientState }] = rows;
    const notify = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/thr/v1/api/integrations/outlook/notifications/',
        payload: { value: [{ subscriptionId: ids[0], clientState: secret, changeType: 'created' }] },
      });
    microsoft.calls.length = 0;
    expect((await notify('forged')).statusCode).toBe(202);
    await importsDone();
    expect(microsoft.calls).toEqual([]);
    expect((await notify(clientState)).statusCode).toBe(202);
    await importsDone();
    expect(microsoft.calls.some((call) => call.startsWith('GET /v1.0/me/messages?'))).toBe(true);
  });
});
