import { messages, type Trip, type TripsPage } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../platform/events.ts';
import {
  type ApiCall,
  callApi,
  connectMembers,
  createContact,
  createSignedInMember,
  createTrip,
  dayFromToday,
  dayMs,
} from '../../test/factories.ts';
import { berlin, lisbon, newYork, porto } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const published: { name: keyof DomainEvents; payload: unknown }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['trip.saved', 'trip.deleted', 'trip.contacts_to_notify'] as const) {
    t.context.events.subscribe(name, (payload) => {
      published.push({ name, payload });
    });
  }
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

const call = (...request: ApiCall) => callApi(t, ...request);

/** A member who lives in Berlin, so trips there are refused as "at home". */
async function berliner(firstName = 'Ana') {
  const member = await createSignedInMember(t, { firstName });
  expect((await call(member, 'PUT', `/users/${member.id}/`, { base_location: berlin })).statusCode).toBe(200);
  return member;
}

const tripBody = (fields: object = {}) => ({
  location: lisbon,
  arrival_datetime: dayFromToday(t, 3),
  departure_datetime: dayFromToday(t, 6),
  ...fields,
});

async function post(member: Member, fields: object = {}) {
  const response = await call(member, 'POST', '/trips/', tripBody(fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Trip>();
}

async function listOf(member: Member, query = '') {
  const response = await call(member, 'GET', `/trips/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TripsPage>();
}

const idsOf = (page: TripsPage) => page.results.map((trip) => trip.id);

/** Runs `work` with the clock moved by `days`, and puts it back after. */
async function daysLater<T>(days: number, work: () => Promise<T>): Promise<T> {
  t.clock.advance(days * dayMs);
  try {
    return await work();
  } finally {
    t.clock.advance(-days * dayMs);
  }
}

const eventsAbout = (tripId: string) =>
  published.filter((event) => (event.payload as { tripId: string }).tripId === tripId);

it('documents every trips route in the OpenAPI document', async () => {
  const { paths } = (await t.app.inject({ url: '/thr/v1/api/openapi.json' })).json();
  expect(Object.keys(paths['/thr/v1/api/trips/'])).toEqual(expect.arrayContaining(['get', 'post']));
  expect(Object.keys(paths['/thr/v1/api/trips/{id}/'])).toEqual(
    expect.arrayContaining(['get', 'put', 'patch', 'delete']),
  );
});

describe('recording a trip', () => {
  it('stores whole days and shows them from 00:00 to 23:59:59 UTC, with the place, its time zone and the owner', async () => {
    const ana = await berliner();
    const arrival = dayFromToday(t, 3);
    const departure = dayFromToday(t, 6);
    const trip = await post(ana, { description: '  A week of tiles and pastries  ' });

    expect(trip).toMatchObject({
      owner: ana.id,
      location: { id: lisbon, title: 'Lisbon, Portugal' },
      arrival_datetime: `${arrival}T00:00:00.000Z`,
      departure_datetime: `${departure}T23:59:59.000Z`,
      trip_tz: 'Europe/Lisbon',
      description: 'A week of tiles and pastries',
    });
    expect(trip.location.latitude).toBeCloseTo(38.72, 1);
    expect(trip.location.longitude).toBeCloseTo(-9.13, 1);
    expect(trip.user).toMatchObject({ id: ana.id, first_name: 'Ana' });
    const { rows } = await t.context.db.$client.query(
      'select arrival_on::text, departure_on::text from trips where id = $1',
      [trip.id],
    );
    expect(rows).toEqual([{ arrival_on: arrival, departure_on: departure }]);
    expect(await (await call(ana, 'GET', `/trips/${trip.id}/`)).json()).toEqual(trip);
  });

  it('makes a trip confirmed, public and silent unless told otherwise', async () => {
    const ana = await berliner();
    const trip = await post(ana);
    expect(trip).toMatchObject({
      status: 'confirmed',
      visibility: 'public',
      visibility_exclusions: [],
      notify: false,
      contacts_to_notify: [],
      description: null,
    });
  });

  it('keeps what the owner chose', async () => {
    const ana = await berliner();
    const ben = await createSignedInMember(t);
    const trip = await post(ana, {
      visibility: 'close-network',
      visibility_exclusions: [ben.id, ben.id],
      status: 'not-confirmed',
      notify: true,
    });
    expect(trip).toMatchObject({
      visibility: 'close-network',
      visibility_exclusions: [ben.id],
      status: 'not-confirmed',
      notify: true,
    });
  });

  it('takes the UTC day of a date-time sent with an offset', async () => {
    const ana = await berliner();
    const arrival = dayFromToday(t, 3);
    const departure = dayFromToday(t, 5);
    // 22:00 at UTC-5 is already the next day in UTC.
    const trip = await post(ana, {
      arrival_datetime: `${dayFromToday(t, 2)}T22:00:00-05:00`,
      departure_datetime: `${departure}T10:00:00Z`,
    });
    expect(trip.arrival_datetime).toBe(`${arrival}T00:00:00.000Z`);
    expect(trip.departure_datetime).toBe(`${departure}T23:59:59.000Z`);
  });

  it('accepts a trip that starts today and one of a single day', async () => {
    const ana = await berliner();
    const today = dayFromToday(t, 0);
    const trip = await post(ana, { arrival_datetime: today, departure_datetime: today });
    expect(trip.arrival_datetime).toBe(`${today}T00:00:00.000Z`);
  });

  describe('refuses in the spec words', () => {
    const refusals: [string, object, string, Record<string, string[]>][] = [
      ['a missing destination', { location: undefined }, 'validation_failed', { location: [messages.required] }],
      ['a cleared destination', { location: null }, 'validation_failed', { location: [messages.required] }],
      ['an unknown place', { location: 999_999_999 }, 'validation_failed', { location: [messages.unknownPlace] }],
      [
        'a place that is no place id',
        { location: 'Lisbon' },
        'validation_failed',
        { location: [messages.unknownPlace] },
      ],
      [
        'missing dates',
        { arrival_datetime: undefined, departure_datetime: null },
        'validation_failed',
        { arrival_datetime: [messages.required], departure_datetime: [messages.required] },
      ],
      [
        'dates that are no dates',
        { arrival_datetime: 'next friday', departure_datetime: '2030-02-31x' },
        'validation_failed',
        { arrival_datetime: [messages.invalidDate], departure_datetime: [messages.invalidDate] },
      ],
      ['a cleared visibility', { visibility: null }, 'validation_failed', { visibility: [messages.required] }],
      [
        'a description too long',
        { description: 'x'.repeat(2001) },
        'validation_failed',
        { description: [messages.maxLength(2000)] },
      ],
    ];
    for (const [what, fields, code, errors] of refusals) {
      it(`refuses ${what}`, async () => {
        const ana = await berliner();
        const response = await call(ana, 'POST', '/trips/', tripBody(fields));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code });
        expect(response.json().fields).toMatchObject(errors);
        expect((await listOf(ana)).count).toBe(0);
      });
    }

    it('refuses a departure before the arrival, under the departure', async () => {
      const ana = await berliner();
      const response = await call(
        ana,
        'POST',
        '/trips/',
        tripBody({ arrival_datetime: dayFromToday(t, 5), departure_datetime: dayFromToday(t, 4) }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ departure_datetime: [messages.departureBeforeArrival] });
    });

    it('refuses the home city as destination, with its own code', async () => {
      const ana = await berliner();
      const response = await call(ana, 'POST', '/trips/', tripBody({ location: berlin }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'trip.location_is_base',
        message: 'Trip destination cannot be the same as base location',
        fields: { location: ['Trip destination cannot be the same as base location'] },
      });
    });

    it('refuses a trip that starts in the past', async () => {
      const ana = await berliner();
      const response = await call(
        ana,
        'POST',
        '/trips/',
        tripBody({ arrival_datetime: dayFromToday(t, -1), departure_datetime: dayFromToday(t, 2) }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ arrival_datetime: [messages.pastDate] });
    });

    it('refuses to exclude people who are not members', async () => {
      const ana = await berliner();
      const ben = await createSignedInMember(t);
      const response = await call(
        ana,
        'POST',
        '/trips/',
        tripBody({ visibility_exclusions: [ben.id, '5d0c7f37-1c1e-4b43-9c1d-0a4a2f5b9e11'] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ visibility_exclusions: [messages.userNotFound] });
    });

    it('names every problem it finds at once', async () => {
      const ana = await berliner();
      const response = await call(
        ana,
        'POST',
        '/trips/',
        tripBody({
          location: 999_999_999,
          arrival_datetime: dayFromToday(t, -3),
          departure_datetime: dayFromToday(t, -2),
        }),
      );
      expect(response.json().fields).toEqual({
        location: [messages.unknownPlace],
        arrival_datetime: [messages.pastDate],
        departure_datetime: [messages.pastDate],
      });
    });
  });
});

describe('changing a trip', () => {
  it('changes only what was sent, and the time zone with the place', async () => {
    const ana = await berliner();
    const trip = await post(ana, { description: 'Tiles', visibility: 'general-network' });
    const response = await call(ana, 'PUT', `/trips/${trip.id}/`, { location: newYork });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<Trip>();
    expect(changed).toMatchObject({
      location: { id: newYork },
      trip_tz: 'America/New_York',
      description: 'Tiles',
      visibility: 'general-network',
      arrival_datetime: trip.arrival_datetime,
      departure_datetime: trip.departure_datetime,
    });
    expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(trip.updated_at));

    const cleared = await call(ana, 'PUT', `/trips/${trip.id}/`, { description: null });
    expect(cleared.json()).toMatchObject({ description: null, location: { id: newYork } });
  });

  it('confirms a trip found in mail when its owner submits it confirmed', async () => {
    const ana = await berliner();
    const trip = await post(ana, { status: 'from_gmail' });
    expect(trip.status).toBe('from_gmail');
    const response = await call(ana, 'PUT', `/trips/${trip.id}/`, { status: 'confirmed' });
    expect(response.json()).toMatchObject({ status: 'confirmed' });
  });

  it('checks the sent days against the stored ones', async () => {
    const ana = await berliner();
    const trip = await post(ana, { arrival_datetime: dayFromToday(t, 5), departure_datetime: dayFromToday(t, 8) });
    const early = await call(ana, 'PUT', `/trips/${trip.id}/`, { departure_datetime: dayFromToday(t, 4) });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({ departure_datetime: [messages.departureBeforeArrival] });
    const late = await call(ana, 'PUT', `/trips/${trip.id}/`, { arrival_datetime: dayFromToday(t, 9) });
    expect(late.json().fields).toEqual({ departure_datetime: [messages.departureBeforeArrival] });
    const both = await call(ana, 'PUT', `/trips/${trip.id}/`, {
      arrival_datetime: dayFromToday(t, 9),
      departure_datetime: dayFromToday(t, 9),
    });
    expect(both.statusCode, both.body).toBe(200);
  });

  it('refuses the home city, a cleared visibility and an unknown place, and changes nothing', async () => {
    const ana = await berliner();
    const trip = await post(ana);
    const home = await call(ana, 'PUT', `/trips/${trip.id}/`, { location: berlin });
    expect(home.json()).toMatchObject({
      code: 'trip.location_is_base',
      fields: { location: [messages.tripLocationIsBase] },
    });
    const cleared = await call(ana, 'PUT', `/trips/${trip.id}/`, { visibility: null });
    expect(cleared.json().fields).toEqual({ visibility: [messages.required] });
    const unknown = await call(ana, 'PUT', `/trips/${trip.id}/`, { location: 999_999_999 });
    expect(unknown.json().fields).toEqual({ location: [messages.unknownPlace] });
    expect((await call(ana, 'GET', `/trips/${trip.id}/`)).json()).toEqual(trip);
  });

  it('lets a trip under way keep its first day, but refuses past days newly chosen and a trip that has ended', async () => {
    const ana = await berliner();
    const trip = await post(ana, { arrival_datetime: dayFromToday(t, 1), departure_datetime: dayFromToday(t, 5) });
    await daysLater(3, async () => {
      const description = await call(ana, 'PUT', `/trips/${trip.id}/`, {
        description: 'Under way',
        arrival_datetime: dayFromToday(t, -2),
      });
      expect(description.statusCode, description.body).toBe(200);
      const moved = await call(ana, 'PUT', `/trips/${trip.id}/`, { arrival_datetime: dayFromToday(t, -1) });
      expect(moved.json().fields).toEqual({ arrival_datetime: [messages.pastDate] });
      const shortened = await call(ana, 'PUT', `/trips/${trip.id}/`, { departure_datetime: dayFromToday(t, -1) });
      expect(shortened.json().fields).toEqual({ departure_datetime: [messages.pastDate] });
    });
    await daysLater(6, async () => {
      const ended = await call(ana, 'PUT', `/trips/${trip.id}/`, { description: 'Too late' });
      expect(ended.statusCode).toBe(400);
      expect(ended.json().fields).toEqual({ departure_datetime: [messages.pastDate] });
    });
    expect((await call(ana, 'GET', `/trips/${trip.id}/`)).json()).toMatchObject({ description: 'Under way' });
  });
});

describe('only the owner', () => {
  it('answers not found to every trip route of another member, and changes nothing', async () => {
    const ana = await berliner();
    const ben = await createSignedInMember(t);
    const contact = await createContact(t, ben);
    const trip = await post(ana, { visibility: 'hidden' });
    const attempts = [
      await call(ben, 'GET', `/trips/${trip.id}/`),
      await call(ben, 'PUT', `/trips/${trip.id}/`, { description: 'Mine now' }),
      await call(ben, 'PATCH', `/trips/${trip.id}/`, { contacts_to_notify: [contact.id] }),
      await call(ben, 'DELETE', `/trips/${trip.id}/`),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'trip.not_found', message: messages.tripNotFound });
    }
    expect((await call(ana, 'GET', `/trips/${trip.id}/`)).json()).toEqual(trip);
    expect(eventsAbout(trip.id).map((event) => event.name)).toEqual(['trip.saved']);
  });

  it('answers not found to changes of a trip the other member may see', async () => {
    const ana = await berliner();
    const ben = await createSignedInMember(t);
    const trip = await post(ana);
    expect((await call(ben, 'GET', `/trips/${trip.id}/`)).statusCode).toBe(200);
    expect((await call(ben, 'PUT', `/trips/${trip.id}/`, { description: 'Mine now' })).statusCode).toBe(404);
    expect((await call(ben, 'DELETE', `/trips/${trip.id}/`)).statusCode).toBe(404);
    expect((await call(ana, 'GET', `/trips/${trip.id}/`)).json()).toEqual(trip);
  });

  it('shows the owner settings to the owner alone', async () => {
    const ana = await berliner();
    const ben = await createSignedInMember(t);
    const cid = await createSignedInMember(t);
    const contact = await createContact(t, ana);
    const trip = await post(ana, { visibility_exclusions: [cid.id], notify: true });
    await call(ana, 'PATCH', `/trips/${trip.id}/`, { contacts_to_notify: [contact.id] });
    expect((await call(ana, 'GET', `/trips/${trip.id}/`)).json()).toMatchObject({
      visibility_exclusions: [cid.id],
      notify: true,
      contacts_to_notify: [contact.id],
    });
    const seen = (await call(ben, 'GET', `/trips/${trip.id}/`)).json<Trip>();
    expect(seen).toMatchObject({ visibility_exclusions: [], notify: false, contacts_to_notify: [] });
    const listed = (await listOf(ben, `?user=${ana.id}`)).results[0];
    expect(listed).toEqual(seen);
  });

  it('answers 401 to signed-out visitors on every trip route', async () => {
    const ana = await berliner();
    const trip = await post(ana);
    const attempts = [
      await call(null, 'GET', '/trips/'),
      await call(null, 'GET', `/trips/?user=${ana.id}`),
      await call(null, 'POST', '/trips/', tripBody()),
      await call(null, 'GET', `/trips/${trip.id}/`),
      await call(null, 'PUT', `/trips/${trip.id}/`, { description: 'x' }),
      await call(null, 'PATCH', `/trips/${trip.id}/`, { contacts_to_notify: [trip.id] }),
      await call(null, 'DELETE', `/trips/${trip.id}/`),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });
});

describe('contacts to notify', () => {
  it('stores the owner contacts and tells the other modules', async () => {
    const ana = await berliner();
    const carla = await createContact(t, ana, { first_name: 'Carla' });
    const dora = await createContact(t, ana, { first_name: 'Dora' });
    const trip = await post(ana);
    const response = await call(ana, 'PATCH', `/trips/${trip.id}/`, {
      contacts_to_notify: [carla.id, dora.id, carla.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Trip>().contacts_to_notify).toEqual([carla.id, dora.id]);
    expect(eventsAbout(trip.id).at(-1)).toEqual({
      name: 'trip.contacts_to_notify',
      payload: { tripId: trip.id, ownerId: ana.id, contactIds: [carla.id, dora.id] },
    });
    const again = await call(ana, 'PATCH', `/trips/${trip.id}/`, { contacts_to_notify: [dora.id] });
    expect(again.json<Trip>().contacts_to_notify).toEqual([dora.id]);
  });

  it('refuses contacts of another member, unknown ones, and an empty choice', async () => {
    const ana = await berliner();
    const ben = await createSignedInMember(t);
    const own = await createContact(t, ana);
    const theirs = await createContact(t, ben);
    const trip = await post(ana);
    for (const ids of [[own.id, theirs.id], ['5d0c7f37-1c1e-4b43-9c1d-0a4a2f5b9e11']]) {
      const response = await call(ana, 'PATCH', `/trips/${trip.id}/`, { contacts_to_notify: ids });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: messages.fieldsIncorrect,
        fields: { contacts_to_notify: [messages.contactNotFound] },
      });
    }
    const empty = await call(ana, 'PATCH', `/trips/${trip.id}/`, { contacts_to_notify: [] });
    expect(empty.json().fields).toEqual({ contacts_to_notify: [messages.atLeastOne] });
    expect((await call(ana, 'GET', `/trips/${trip.id}/`)).json<Trip>().contacts_to_notify).toEqual([]);
    expect(eventsAbout(trip.id).map((event) => event.name)).toEqual(['trip.saved']);
  });
});

describe('deleting a trip', () => {
  it('deletes it for good and tells the other modules', async () => {
    const ana = await berliner();
    const trip = await post(ana);
    const response = await call(ana, 'DELETE', `/trips/${trip.id}/`);
    expect(response.statusCode).toBe(204);
    expect((await call(ana, 'GET', `/trips/${trip.id}/`)).statusCode).toBe(404);
    expect((await call(ana, 'DELETE', `/trips/${trip.id}/`)).statusCode).toBe(404);
    expect(eventsAbout(trip.id).at(-1)).toEqual({
      name: 'trip.deleted',
      payload: { tripId: trip.id, ownerId: ana.id, status: 'confirmed' },
    });
  });

  it("takes a member's trips with their account", async () => {
    const ana = await berliner();
    await post(ana);
    await post(ana, { location: porto });
    const count = async () =>
      (await t.context.db.$client.query('select count(*)::int as n from trips where owner_id = $1', [ana.id])).rows[0]
        .n;
    expect(await count()).toBe(2);
    expect((await call(ana, 'DELETE', '/users/me')).statusCode).toBe(204);
    expect(await count()).toBe(0);
  });
});

describe('events', () => {
  it('tells of a trip created, with its notify flag, and of each change, and whether it moved', async () => {
    const ana = await berliner();
    const trip = await post(ana, { notify: true });
    const saved = (fields: object) => ({
      name: 'trip.saved',
      payload: { tripId: trip.id, ownerId: ana.id, ...fields },
    });
    expect(eventsAbout(trip.id)).toEqual([saved({ created: true, notify: true, isMoved: true, confirmed: false })]);
    await call(ana, 'PUT', `/trips/${trip.id}/`, { notify: false, description: 'Quiet' });
    expect(eventsAbout(trip.id).at(-1)).toEqual(
      saved({ created: false, notify: false, isMoved: false, confirmed: false }),
    );
    for (const change of [
      { departure_datetime: dayFromToday(t, 7) },
      { location: porto },
      { visibility: 'hidden' },
      { visibility_exclusions: [(await berliner('Bea')).id] },
      { status: 'not-confirmed' },
    ]) {
      const response = await call(ana, 'PUT', `/trips/${trip.id}/`, change);
      expect(response.statusCode, response.body).toBe(200);
      expect(eventsAbout(trip.id).at(-1), JSON.stringify(change)).toEqual(
        saved({ created: false, notify: false, isMoved: true, confirmed: false }),
      );
    }
    // Confirming a trip that waited for it (SPEC §4: its network is told).
    await call(ana, 'PUT', `/trips/${trip.id}/`, { status: 'confirmed' });
    expect(eventsAbout(trip.id).at(-1)).toEqual(
      saved({ created: false, notify: false, isMoved: true, confirmed: true }),
    );
  });

  it('tells nothing of a refused save', async () => {
    const ana = await berliner();
    const trip = await post(ana);
    await call(ana, 'PUT', `/trips/${trip.id}/`, { location: berlin });
    expect(eventsAbout(trip.id)).toHaveLength(1);
  });

  it('saves, changes or deletes a trip together with what is kept up to date from it, or not at all', async () => {
    const ana = await berliner();
    const trip = await post(ana, { description: 'Before' });
    const failing = async () => {
      throw new Error('what follows from the trip could not be written');
    };
    const stops = [
      t.context.events.subscribeInTransaction('trip.saved', failing),
      t.context.events.subscribeInTransaction('trip.deleted', failing),
    ];
    try {
      expect((await call(ana, 'POST', '/trips/', tripBody({ description: 'Never' }))).statusCode).toBe(500);
      expect((await call(ana, 'PUT', `/trips/${trip.id}/`, { description: 'Changed' })).statusCode).toBe(500);
      expect((await call(ana, 'DELETE', `/trips/${trip.id}/`)).statusCode).toBe(500);
    } finally {
      for (const stop of stops) stop();
    }
    expect((await listOf(ana)).results.map(({ id, description }) => ({ id, description }))).toEqual([
      { id: trip.id, description: 'Before' },
    ]);
    expect(eventsAbout(trip.id)).toHaveLength(1);
  });

  it('saves a trip once when PostgreSQL ended its first attempt to break a deadlock', async () => {
    const ana = await berliner();
    let deadlocks = 1;
    const stop = t.context.events.subscribeInTransaction('trip.saved', async () => {
      if (deadlocks-- > 0) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    try {
      const trip = await post(ana);
      expect(idsOf(await listOf(ana))).toEqual([trip.id]);
    } finally {
      stop();
    }
  });
});

describe('listing trips', () => {
  it('lists the trips that have not ended, by arrival then id', async () => {
    const ana = await berliner();
    const later = await post(ana, { arrival_datetime: dayFromToday(t, 10), departure_datetime: dayFromToday(t, 12) });
    const soon = await post(ana, { arrival_datetime: dayFromToday(t, 1), departure_datetime: dayFromToday(t, 2) });
    const twins = [
      await post(ana, { arrival_datetime: dayFromToday(t, 4), departure_datetime: dayFromToday(t, 4) }),
      await post(ana, {
        arrival_datetime: dayFromToday(t, 4),
        departure_datetime: dayFromToday(t, 9),
        location: porto,
      }),
    ].sort((a, b) => a.id.localeCompare(b.id));
    expect(idsOf(await listOf(ana))).toEqual([soon.id, ...twins.map((trip) => trip.id), later.id]);

    await daysLater(3, async () => {
      // `soon` has ended; a trip ending today is still listed.
      expect(idsOf(await listOf(ana))).toEqual([...twins.map((trip) => trip.id), later.id]);
    });
    await daysLater(4, async () => {
      expect(idsOf(await listOf(ana))).toEqual([...twins.map((trip) => trip.id), later.id]);
    });
  });

  it('filters by period, place and status', async () => {
    const ana = await berliner();
    const first = await post(ana, { arrival_datetime: dayFromToday(t, 1), departure_datetime: dayFromToday(t, 3) });
    const second = await post(ana, {
      arrival_datetime: dayFromToday(t, 5),
      departure_datetime: dayFromToday(t, 7),
      location: porto,
      status: 'from_gmail',
    });
    const third = await post(ana, { arrival_datetime: dayFromToday(t, 20), departure_datetime: dayFromToday(t, 22) });

    expect(idsOf(await listOf(ana, `?date_gte=${dayFromToday(t, 4)}`))).toEqual([second.id, third.id]);
    expect(idsOf(await listOf(ana, `?date_lte=${dayFromToday(t, 5)}`))).toEqual([first.id, second.id]);
    expect(idsOf(await listOf(ana, `?date_gte=${dayFromToday(t, 3)}&date_lte=${dayFromToday(t, 4)}`))).toEqual([
      first.id,
    ]);
    // A moment counts by its UTC day.
    const moment = encodeURIComponent(`${dayFromToday(t, 7)}T23:30:00-03:00`);
    expect(idsOf(await listOf(ana, `?date_gte=${moment}`))).toEqual([third.id]);
    expect(idsOf(await listOf(ana, `?location=${porto}`))).toEqual([second.id]);
    expect(idsOf(await listOf(ana, '?status=from_gmail'))).toEqual([second.id]);
    expect(idsOf(await listOf(ana, '?status=confirmed'))).toEqual([first.id, third.id]);
  });

  it('pages by limit and offset, up to 100 a page', async () => {
    const ana = await berliner();
    const trips = [];
    for (let offset = 1; offset <= 5; offset++) {
      trips.push(
        await post(ana, { arrival_datetime: dayFromToday(t, offset), departure_datetime: dayFromToday(t, offset) }),
      );
    }
    const page = await listOf(ana, '?limit=2&offset=2');
    expect(page.count).toBe(5);
    expect(idsOf(page)).toEqual([trips[2]!.id, trips[3]!.id]);
    expect(page.next).toBe('http://localhost:8080/thr/v1/api/trips/?limit=2&offset=4');
    expect(page.previous).toBe('http://localhost:8080/thr/v1/api/trips/?limit=2&offset=0');
    expect((await listOf(ana)).next).toBeNull();
    expect((await call(ana, 'GET', '/trips/?limit=101')).statusCode).toBe(400);
  });

  it('shows, without a member named, my trips and those I may see of the people I chose', async () => {
    const me = await berliner('Me');
    const chosen = await createSignedInMember(t, { firstName: 'Chosen' });
    const asked = await createSignedInMember(t, { firstName: 'Asked' });
    const fan = await createSignedInMember(t, { firstName: 'Fan' });
    const linked = await createSignedInMember(t, { firstName: 'Linked' });
    const unsorted = await createSignedInMember(t, { firstName: 'Unsorted' });
    const stranger = await createSignedInMember(t, { firstName: 'Stranger' });
    await connectMembers(t, me, chosen, { aHoldsB: 'general', bHoldsA: 'general', active: true });
    await connectMembers(t, me, asked, { aHoldsB: 'close', bHoldsA: null, active: false });
    // They hold me close; I never chose them.
    await connectMembers(t, fan, me, { aHoldsB: 'close', bHoldsA: null, active: false });
    await createContact(t, me, { first_name: 'Linked', email: linked.email, connection_type: 'close' });
    await createContact(t, me, { first_name: 'Unsorted', email: unsorted.email });

    const mine = await createTrip(t, me, { location: porto, visibility: 'hidden' });
    const theirs = await createTrip(t, chosen, { visibility: 'general-network' });
    await createTrip(t, chosen, { visibility: 'hidden' });
    const linkedPublic = await createTrip(t, linked);
    // Linked holds me at nothing: their general-network trip is not for me.
    await createTrip(t, linked, { visibility: 'general-network' });
    const others = await Promise.all([asked, fan, unsorted, stranger].map((member) => createTrip(t, member)));

    const page = await listOf(me);
    expect(new Set(idsOf(page))).toEqual(new Set([mine.id, theirs.id, linkedPublic.id]));
    expect(page.count).toBe(3);
    const listed = page.results.find((trip) => trip.id === theirs.id)!;
    expect(listed.user).toMatchObject({ id: chosen.id, first_name: 'Chosen' });
    expect(idsOf(await listOf(me, `?user=${stranger.id}`))).toEqual([others[3]!.id]);
    expect(idsOf(await listOf(me, `?user=${chosen.id}`))).toEqual([theirs.id]);
    expect(idsOf(await listOf(me, `?user=${linked.id}`))).toEqual([linkedPublic.id]);
  });

  it('lists the trips of a member I blocked, or who blocked me, for nobody', async () => {
    const me = await berliner('Me');
    const blocked = await createSignedInMember(t);
    const blocking = await createSignedInMember(t);
    await connectMembers(t, me, blocked, { aHoldsB: 'block', bHoldsA: null, active: true });
    await connectMembers(t, me, blocking, { aHoldsB: 'close', bHoldsA: 'block', active: true });
    const theirs = await createTrip(t, blocked);
    const others = await createTrip(t, blocking);
    expect((await listOf(me, `?user=${blocked.id}`)).count).toBe(0);
    expect((await listOf(me, `?user=${blocking.id}`)).count).toBe(0);
    expect((await listOf(blocked, `?user=${me.id}`)).count).toBe(0);
    expect((await call(me, 'GET', `/trips/${theirs.id}/`)).statusCode).toBe(404);
    expect((await call(me, 'GET', `/trips/${others.id}/`)).statusCode).toBe(404);
  });
});
