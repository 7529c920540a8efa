import { messages } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInMember, createTrip, dayFromToday, dayMs, memberPassword } from '../../test/factories.ts';
import { berlin, lisbon } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/thr/v1/api/users/${id}/`, headers: bearer(token), payload });

describe('PUT /users/{id}/', () => {
  it('changes only the fields sent and answers the member as /users/me shows them', async () => {
    const ana = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima' });
    const response = await put(ana.token, ana.id, {
      bio: 'Trains.',
      company: 'Atlas',
      base_location: berlin,
      visibility: { email: 'public' },
      notification_preferences: { sms: true },
    });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toMatchObject({
      first_name: 'Ana',
      last_name: 'Lima',
      bio: 'Trains.',
      company: 'Atlas',
      position: null,
      base_location: { id: berlin, title: 'Berlin, Germany' },
      today_location: { id: berlin, title: 'Berlin, Germany' },
      visibility: { email: 'public', phone: 'hidden', location: 'general-network', profile: 'public' },
      notification_preferences: { push: true, email: true, sms: true },
    });
    expect(me.base_location.latitude).toBeCloseTo(52.52, 1);
    const again = await t.app.inject({ method: 'GET', url: '/thr/v1/api/users/me', headers: bearer(ana.token) });
    expect(again.json()).toEqual(me);
  });

  it('stores social links given as handles or URLs as one canonical link', async () => {
    const ana = await createSignedInMember(t);
    const response = await put(ana.token, ana.id, {
      linkedin: 'https://de.linkedin.com/in/ana-lima/',
      twitter: '@ana_l',
      instagram: 'instagram.com/ana.lima',
    });
    expect(response.json()).toMatchObject({
      linkedin: 'https://www.linkedin.com/in/ana-lima',
      twitter: 'https://x.com/ana_l',
      instagram: 'https://www.instagram.com/ana.lima',
    });
    const cleared = await put(ana.token, ana.id, { twitter: '' });
    expect(cleared.json().twitter).toBeNull();
  });

  it('answers bad fields in the spec words and keeps the member unchanged', async () => {
    const ana = await createSignedInMember(t, { firstName: 'Ana' });
    const response = await put(ana.token, ana.id, {
      first_name: '',
      username: '1ana lima',
      twitter: 'https://facebook.com/ana',
      bio: 'x'.repeat(501),
      book_meeting_link: 'call me',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: messages.fieldsIncorrect,
      fields: {
        first_name: [messages.required],
        username: [messages.usernameInvalid],
        twitter: [messages.invalidSocialLink],
        bio: [messages.maxLength(500)],
        book_meeting_link: [messages.invalidLink],
      },
    });
    const me = await t.app.inject({ method: 'GET', url: '/thr/v1/api/users/me', headers: bearer(ana.token) });
    expect(me.json()).toMatchObject({ first_name: 'Ana', username: null, bio: null });
  });

  it('keeps notification choices per topic, channel by channel, with quiet hours, a digest time and a language', async () => {
    const ana = await createSignedInMember(t);
    const first = await put(ana.token, ana.id, {
      notification_preferences: {
        topics: { crossings: { email: false }, messages: { push: false, sms: false } },
        quiet_hours: { starts_at: '22:30', ends_at: '07:00' },
        digest_at: '08:15',
        language: 'de',
      },
    });
    expect(first.statusCode).toBe(200);
    // A second change of one channel keeps the others of the topic, and every other setting.
    const second = await put(ana.token, ana.id, {
      notification_preferences: { topics: { crossings: { push: false } } },
    });
    expect(second.json().notification_preferences).toEqual({
      push: true,
      email: true,
      sms: false,
      alert_lead_days: 2,
      topics: {
        crossings: { push: false, email: false, sms: true },
        network_trips: { push: true, email: true, sms: true },
        connection_requests: { push: true, email: true, sms: true },
        community: { push: true, email: true, sms: true },
        messages: { push: false, email: true, sms: false },
        imports: { push: true, email: true, sms: true },
      },
      quiet_hours: { starts_at: '22:30', ends_at: '07:00' },
      digest_at: '08:15',
      language: 'de',
    });
    const off = await put(ana.token, ana.id, { notification_preferences: { quiet_hours: null, digest_at: null } });
    expect(off.json().notification_preferences).toMatchObject({ quiet_hours: null, digest_at: null, language: 'de' });
  });

  it('refuses times that are not hours and minutes, and quiet hours that end as they start', async () => {
    const ana = await createSignedInMember(t);
    const response = await put(ana.token, ana.id, {
      notification_preferences: { quiet_hours: { starts_at: '22:00', ends_at: '22:00' }, digest_at: '24:00' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'notification_preferences.quiet_hours.ends_at': [messages.quietHoursEmpty],
      'notification_preferences.digest_at': [messages.invalidTimeOfDay],
    });
    const language = await put(ana.token, ana.id, { notification_preferences: { language: 'fr' } });
    expect(language.statusCode).toBe(400);
  });

  it('refuses a username another member has, whatever its case', async () => {
    const ana = await createSignedInMember(t);
    const bea = await createSignedInMember(t);
    expect((await put(ana.token, ana.id, { username: 'Traveller_1' })).statusCode).toBe(200);
    const response = await put(bea.token, bea.id, { username: 'traveller_1', company: 'Kept' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'user.username_taken',
      fields: { username: [messages.usernameTaken] },
    });
  });

  it('does not let a member change their email', async () => {
    const ana = await createSignedInMember(t);
    const response = await put(ana.token, ana.id, { email: 'new@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: [messages.emailNotEditable] });
  });

  it('refuses a home city that is not a known place', async () => {
    const ana = await createSignedInMember(t);
    const response = await put(ana.token, ana.id, { base_location: 999999999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ base_location: [messages.unknownPlace] });
  });

  it('lets a member become pro, which starts onboarding again', async () => {
    const ana = await createSignedInMember(t, { onboarded: true });
    const response = await put(ana.token, ana.id, { user_type: 'pro', onboarded: false });
    expect(response.json()).toMatchObject({
      user_type: 'pro',
      onboarded: false,
      permissions: { users: { pro: true } },
    });
  });

  it.each(['admin', 'staff'] as const)('never lets a member make themselves %s', async (userType) => {
    const ana = await createSignedInMember(t);
    const response = await put(ana.token, ana.id, { user_type: userType });
    expect(response.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/thr/v1/api/users/me', headers: bearer(ana.token) });
    expect(me.json().user_type).toBe('customer');
  });

  it('does not let a member change another member', async () => {
    const ana = await createSignedInMember(t);
    const bea = await createSignedInMember(t, { firstName: 'Bea' });
    const response = await put(ana.token, bea.id, { first_name: 'Changed' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });

  it('lets an admin change any member, and staff anyone but into an admin', async () => {
    const admin = await createSignedInMember(t, { userType: 'admin' });
    const staff = await createSignedInMember(t, { userType: 'staff' });
    const bea = await createSignedInMember(t, { firstName: 'Bea' });
    expect((await put(admin.token, bea.id, { first_name: 'Beatriz', user_type: 'staff' })).json()).toMatchObject({
      first_name: 'Beatriz',
      user_type: 'staff',
    });
    expect((await put(staff.token, bea.id, { user_type: 'pro' })).statusCode).toBe(200);
    expect((await put(staff.token, bea.id, { user_type: 'admin' })).statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const ana = await createSignedInMember(t);
    const response = await t.app.inject({ method: 'PUT', url: `/thr/v1/api/users/${ana.id}/`, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /users/{id}/', () => {
  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])('answers User not found for %s', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/thr/v1/api/users/${id}/` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'user.not_found', message: messages.userNotFound });
  });
});

describe('POST /users/', () => {
  const create = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/thr/v1/api/users/', headers: bearer(token), payload });

  it('lets staff create a member, who then exists for everyone', async () => {
    const staff = await createSignedInMember(t, { userType: 'staff' });
    const response = await create(staff.token, {
      email: 'New.Member@example.com',
      first_name: 'Nia',
      last_name: 'Obi',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ email: 'new.member@example.com', user_type: 'customer', onboarded: false });
    const seen = await t.app.inject({ method: 'GET', url: `/thr/v1/api/users/${created.id}/` });
    expect(seen.json().display_name).toBe('Nia Obi');
    expect(
      (await create(staff.token, { email: 'new.member@example.com', first_name: 'A', last_name: 'B' })).statusCode,
    ).toBe(409);
  });

  it('refuses members, and staff creating an admin', async () => {
    const ana = await createSignedInMember(t);
    const staff = await createSignedInMember(t, { userType: 'staff' });
    const body = { email: 'someone@example.com', first_name: 'Some', last_name: 'One' };
    expect((await create(ana.token, body)).statusCode).toBe(403);
    expect((await create(staff.token, { ...body, user_type: 'admin' })).statusCode).toBe(403);
  });
});

describe('GET /users/{id}/integrations/', () => {
  it('tells a member the scopes each mail account granted, and nobody else', async () => {
    const ana = await createSignedInMember(t);
    const bea = await createSignedInMember(t);
    const url = `/thr/v1/api/users/${ana.id}/integrations/`;
    const own = await t.app.inject({ method: 'GET', url, headers: bearer(ana.token) });
    expect(own.json()).toEqual({
      google: { granted_scopes: [] },
      outlook: { granted_scopes: [] },
      forwarding_address: null,
    });
    await t.context.db.$client.query(
      `insert into auth_accounts (id, user_id, provider_id, account_id, scope)
       values (gen_random_uuid(), $1, 'google', 'g-1', 'email profile https://www.googleapis.com/auth/gmail.readonly')`,
      [ana.id],
    );
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(ana.token) })).json()).toEqual({
      google: { granted_scopes: ['email', 'profile', 'https://www.googleapis.com/auth/gmail.readonly'] },
      outlook: { granted_scopes: [] },
      forwarding_address: null,
    });
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(bea.token) })).statusCode).toBe(403);
  });
});

describe('deleting an account', () => {
  const signIn = (email: string) =>
    t.app.inject({ method: 'POST', url: '/auth/sign-in/email', payload: { email, password: memberPassword } });

  it('removes the member so that nothing of them answers and the sign-in fails', async () => {
    const ana = await createSignedInMember(t, { verifiedPhoneNumber: '+4915199999999' });
    const bea = await createSignedInMember(t);
    await put(ana.token, ana.id, { username: 'gone_soon', base_location: berlin });
    await t.app.inject({
      method: 'POST',
      url: '/thr/v1/api/signup/',
      payload: {
        email: 'follower@example.com',
        password: memberPassword,
        first_name: 'Fol',
        last_name: 'Lower',
        accept_terms: true,
        subscribe_to: ana.id,
      },
    });
    expect((await signIn(ana.email)).statusCode).toBe(200);

    const response = await t.app.inject({ method: 'DELETE', url: '/thr/v1/api/users/me', headers: bearer(ana.token) });
    expect(response.statusCode).toBe(204);

    expect(
      (await t.app.inject({ method: 'GET', url: '/thr/v1/api/users/me', headers: bearer(ana.token) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/thr/v1/api/users/${ana.id}/`, headers: bearer(bea.token) }))
        .statusCode,
    ).toBe(404);
    expect((await signIn(ana.email)).statusCode).toBe(401);
    const { rows } = await t.context.db.$client.query(
      `select (select count(*) from auth_users where id = $1)::int
            + (select count(*) from auth_sessions where user_id = $1)::int
            + (select count(*) from auth_accounts where user_id = $1)::int
            + (select count(*) from members where id = $1)::int
            + (select count(*) from subscriptions where member_id = $1 or subscriber_id = $1)::int as left_over`,
      [ana.id],
    );
    expect(rows[0].left_over).toBe(0);
    // The username is free again.
    expect((await put(bea.token, bea.id, { username: 'gone_soon' })).statusCode).toBe(200);
  });

  it('lets only the member themselves, or an admin, delete an account', async () => {
    const ana = await createSignedInMember(t);
    const bea = await createSignedInMember(t);
    const admin = await createSignedInMember(t, { userType: 'admin' });
    const remove = (token: string) =>
      t.app.inject({ method: 'DELETE', url: `/thr/v1/api/users/${ana.id}/`, headers: bearer(token) });
    expect((await remove(bea.token)).statusCode).toBe(403);
    expect((await remove(admin.token)).statusCode).toBe(204);
    expect((await remove(admin.token)).statusCode).toBe(404);
  });
});

describe('subscriber sign-up', () => {
  it('makes a subscriber who follows the member they asked about', async () => {
    const ana = await createSignedInMember(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/thr/v1/api/signup/',
      payload: {
        email: 'sub@example.com',
        password: memberPassword,
        first_name: 'Sub',
        last_name: 'Scriber',
        accept_terms: true,
        subscribe_to: ana.id,
      },
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user.user_type).toBe('subscriber');
    const { rows } = await t.context.db.$client.query('select member_id from subscriptions where subscriber_id = $1', [
      user.id,
    ]);
    expect(rows).toEqual([{ member_id: ana.id }]);
  });

  it('refuses to follow someone who is not a member', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/thr/v1/api/signup/',
      payload: {
        email: 'sub2@example.com',
        password: memberPassword,
        first_name: 'Sub',
        last_name: 'Scriber',
        accept_terms: true,
        subscribe_to: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ subscribe_to: [messages.userNotFound] });
  });
});

describe('where a member is today', () => {
  it('is the trip under way when the viewer may see it, else the home city', async () => {
    const ana = await createSignedInMember(t, { firstName: 'Ana' });
    const ben = await createSignedInMember(t, { firstName: 'Ben' });
    await put(ana.token, ana.id, { base_location: berlin, visibility: { location: 'public' } });
    await createTrip(t, ana, { arrival_datetime: dayFromToday(t, 0), departure_datetime: dayFromToday(t, 2) });
    const todayAsSeenBy = async (viewer: { token: string }) =>
      (await t.app.inject({ url: `/thr/v1/api/users/${ana.id}/`, headers: bearer(viewer.token) })).json()
        .today_location;

    expect(await todayAsSeenBy(ben)).toMatchObject({ id: lisbon });
    const me = await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(ana.token) });
    expect(me.json().today_location).toMatchObject({ id: lisbon });

    // A trip Ben may not see leaves him with Ana's home city; a visitor never learns of a trip.
    const hidden = await createSignedInMember(t, { firstName: 'Cleo' });
    await put(hidden.token, hidden.id, { base_location: berlin, visibility: { location: 'public' } });
    await createTrip(t, hidden, {
      arrival_datetime: dayFromToday(t, 0),
      departure_datetime: dayFromToday(t, 2),
      visibility: 'hidden',
    });
    const cleo = await t.app.inject({ url: `/thr/v1/api/users/${hidden.id}/`, headers: bearer(ben.token) });
    expect(cleo.json().today_location).toMatchObject({ id: berlin });
    const visitor = await t.app.inject({ url: `/thr/v1/api/users/${ana.id}/` });
    expect(visitor.json().today_location).toMatchObject({ id: berlin });

    // Once the trip is over, home again.
    t.clock.advance(3 * dayMs);
    expect(await todayAsSeenBy(ben)).toMatchObject({ id: berlin });
  });
});
