import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoData } from './demo-data.ts';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates demo members once, the main one a pro with a verified phone and a home city who can sign in', async () => {
    const first = await seedDemoData(t.context);
    const second = await seedDemoData(t.context);
    expect(second).toEqual(first);
    const count = await t.context.db.$client.query('select count(*)::int as count from members');
    expect(count.rows[0].count).toBe(6);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in/email',
      payload: { email: first.email, password: first.password },
    });
    expect(signIn.statusCode).toBe(200);
    const profile = await t.app.inject({
      url: '/thr/v1/api/users/me',
      headers: bearer(String(signIn.headers['set-auth-token'])),
    });
    expect(profile.json()).toMatchObject({
      email: 'demo@hereandthere.app',
      user_type: 'pro',
      onboarded: true,
      phone: first.phoneNumber,
      phone_verified: true,
      permissions: { users: { pro: true } },
      username: 'alex_morgan',
      base_location: { title: 'Berlin, Germany' },
    });
  });

  /** Seeds (once) and signs in as the main demo member: the headers of their calls. */
  async function signInAsMainDemoMember() {
    await seedDemoData(t.context);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in/email',
      payload: { email: 'demo@hereandthere.app', password: 'Travel2026' },
    });
    return bearer(String(signIn.headers['set-auth-token']));
  }

  it('gives the main demo member connections in each state and an address book, once', async () => {
    const headers = await signInAsMainDemoMember();
    const connections = await t.app.inject({ url: '/thr/v1/api/connections/', headers });
    expect(
      connections
        .json()
        .results.map((connection: { user: { first_name: string }; type: string; status: string }) => [
          connection.user.first_name,
          connection.type,
          connection.status,
        ]),
    ).toEqual([
      ['Amara', 'public', 'pending_receiver'],
      ['Jonas', 'close', 'active'],
      ['Lúcia', 'close', 'active'],
    ]);
    const contacts = await t.app.inject({ url: '/thr/v1/api/contacts/?limit=10', headers });
    expect(contacts.json().count).toBe(4);
    const jonas = contacts.json().results.find((contact: { first_name: string }) => contact.first_name === 'Jonas');
    expect(jonas.linked_user).toMatchObject({ first_name: 'Jonas' });

    const crossings = await t.app.inject({ url: '/thr/v1/api/crossings/', headers });
    expect(
      crossings
        .json()
        .results.map((crossing: { user: { first_name: string }; kind: string }) => [
          crossing.user.first_name,
          crossing.kind,
        ]),
    ).toEqual(
      expect.arrayContaining([
        ['Jonas', 'here'],
        ['Lúcia', 'there'],
        ['Jonas', 'there'],
        ['Lúcia', 'here'],
      ]),
    );
  });

  it('gives the main demo member a community they belong to, one they run with a request waiting, and their events', async () => {
    const headers = await signInAsMainDemoMember();
    const mine = await t.app.inject({ url: '/thr/v1/api/communities/?mine=true', headers });
    const byHandle = Object.fromEntries(
      mine.json().results.map((community: { handle: string }) => [community.handle, community]),
    );
    expect(byHandle.lisbon_design_walks).toMatchObject({
      private: false,
      users_count: 3,
      membership: { type: 'member' },
    });
    expect(byHandle.founders_on_trains).toMatchObject({
      private: true,
      users_count: 2,
      membership: { type: 'admin', is_owner: true },
    });
    const requests = await t.app.inject({
      url: `/thr/v1/api/communities/${byHandle.founders_on_trains.id}/community-join-requests/`,
      headers,
    });
    expect(requests.json().results.map((user: { first_name: string }) => user.first_name)).toEqual(['Amara']);

    const events = await t.app.inject({ url: '/thr/v1/api/events/user-events/', headers });
    expect(
      events
        .json()
        .results.map((event: { name: string }) => event.name)
        .sort(),
    ).toEqual(['Founders breakfast in Berlin', 'Tile hunting in Alfama']);
    const crossings = await t.app.inject({
      url: `/thr/v1/api/communities/${byHandle.lisbon_design_walks.id}/crossings/`,
      headers,
    });
    expect(crossings.json().results).toContainEqual(
      expect.objectContaining({ kind: 'there', user: expect.objectContaining({ first_name: 'Lúcia' }) }),
    );
  });
});
