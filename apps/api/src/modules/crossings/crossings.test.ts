import type { Connection, Crossing, CrossingKind, Trip } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, createSignedInMember, dayFromToday } from '../../test/factories.ts';
import * as places from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { changeUserType } from '../users/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { id: string; token: string; name: string };
type Level = 'close' | 'general';

const call = (...request: ApiCall) => callApi(t, ...request);

async function expectOk(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** The day `offset` days from the test clock's today, as the API takes trip days. */
const day = (offset: number) => dayFromToday(t, offset);

async function member(name: string, home: number | null) {
  const created = await createSignedInMember(t, { firstName: name });
  const self = { id: created.id, token: created.token, name };
  if (home !== null) await expectOk(await call(self, 'PUT', `/users/${self.id}/`, { base_location: home }));
  return self;
}

/** `a` asks `b` at `aHoldsB`, `b` accepts at `bHoldsA`. */
async function connect(a: Member, b: Member, aHoldsB: Level = 'general', bHoldsA: Level = 'general') {
  const asked = (
    await expectOk(await call(a, 'POST', '/connections/', { receiver: b.id, type: aHoldsB }))
  ).json<Connection>();
  await expectOk(await call(b, 'PUT', `/connections/${asked.id}/`, { status: 'active', type: bHoldsA }));
  return asked.id;
}

/** Ana, who lives in Berlin, and Ben, who lives in Hamburg, connected at general both ways. */
async function anaAndBen() {
  const ana = await member('Ana', places.berlin);
  const ben = await member('Ben', places.hamburg);
  await connect(ana, ben);
  return { ana, ben };
}

async function trip(owner: Member, place: number, from: number, to: number, fields: object = {}) {
  const response = await call(owner, 'POST', '/trips/', {
    location: place,
    arrival_datetime: day(from),
    departure_datetime: day(to),
    ...fields,
  });
  await expectOk(response);
  return response.json<Trip>();
}

async function crossingsOf(viewer: Member, query = '') {
  const response = await expectOk(await call(viewer, 'GET', `/crossings/${query}`));
  return response.json<{ count: number; results: Crossing[] }>().results;
}

/** A viewer's crossings as (who, kind, where, first day, last day). */
async function seen(viewer: Member) {
  return (await crossingsOf(viewer)).map((crossing) => [
    crossing.user.first_name,
    crossing.kind,
    crossing.location.id,
    crossing.arrival_datetime.slice(0, 10),
    crossing.departure_datetime.slice(0, 10),
  ]);
}

const crossing = (name: string, kind: CrossingKind, place: number, from: number, to: number) => [
  name,
  kind,
  place,
  day(from),
  day(to),
];

describe('kinds', () => {
  it('shows two connected members going to the same city at the same time "there", each with both trips', async () => {
    const { ana, ben } = await anaAndBen();
    const anasTrip = await trip(ana, places.lisbon, 10, 14);
    const bensTrip = await trip(ben, places.lisbon, 12, 16);

    expect(await seen(ana)).toEqual([crossing('Ben', 'there', places.lisbon, 12, 14)]);
    expect(await seen(ben)).toEqual([crossing('Ana', 'there', places.lisbon, 12, 14)]);
    const [forAna] = await crossingsOf(ana);
    expect(forAna!.my_trip).toMatchObject({ id: anasTrip.id, location: { id: places.lisbon } });
    expect(forAna!.their_trip).toMatchObject({ id: bensTrip.id });
  });

  it('shows a visit to my city "here" for me and "there" for the visitor, with no trip of mine', async () => {
    const { ana, ben } = await anaAndBen();
    await trip(ben, places.berlin, 5, 7);

    const [forAna] = await crossingsOf(ana);
    expect(forAna).toMatchObject({ kind: 'here', my_trip: null, user: { id: ben.id } });
    expect(await seen(ben)).toEqual([crossing('Ana', 'there', places.berlin, 5, 7)]);
    expect((await crossingsOf(ben))[0]!.their_trip).toBeNull();
  });

  it('does not count two members who live in the same city as crossing', async () => {
    const ana = await member('Ana', places.berlin);
    const ben = await member('Ben', places.berlin);
    await connect(ana, ben);
    expect(await seen(ana)).toEqual([]);
  });
});

describe('geography', () => {
  it('crosses Berlin with Potsdam, and not with Hamburg', async () => {
    const ana = await member('Ana', places.lisbon);
    const ben = await member('Ben', places.lisbon);
    await connect(ana, ben);
    await trip(ana, places.berlin, 5, 7);
    await trip(ben, places.hamburg, 5, 7);
    expect(await seen(ana)).toEqual([]);
    await trip(ben, places.potsdam, 6, 9);
    expect(await seen(ana)).toEqual([crossing('Ben', 'there', places.potsdam, 6, 7)]);
  });

  it('crosses Brooklyn with Manhattan', async () => {
    const ana = await member('Ana', places.brooklyn);
    const ben = await member('Ben', places.lisbon);
    await connect(ana, ben);
    await trip(ben, places.manhattan, 3, 4);
    expect(await seen(ana)).toEqual([crossing('Ben', 'here', places.manhattan, 3, 4)]);
  });
});

describe('near misses', () => {
  it('tells of missing someone by a day or two, not by three', async () => {
    const { ana, ben } = await anaAndBen();
    await trip(ana, places.lisbon, 10, 12);
    await trip(ben, places.lisbon, 13, 15);
    expect(await seen(ana)).toEqual([crossing('Ben', 'near_miss', places.lisbon, 13, 14)]);

    const cara = await member('Cara', places.hamburg);
    await connect(ana, cara);
    await trip(cara, places.lisbon, 15, 16);
    expect((await seen(ana)).filter(([name]) => name === 'Cara')).toEqual([]);
  });

  it('tells of a visit to my city while I am away, by my home days', async () => {
    const { ana, ben } = await anaAndBen();
    await trip(ana, places.lisbon, 3, 8);
    await trip(ben, places.berlin, 5, 7);
    // Ana is back on day 9: she misses Ben by two days (he is there until day 7).
    expect(await seen(ana)).toEqual([crossing('Ben', 'near_miss', places.berlin, 7, 7)]);
  });
});

describe('who is shown', () => {
  it('shows only the people the viewer chose: agreed connections at general or close, and sorted contacts', async () => {
    const ana = await member('Ana', places.berlin);
    const stranger = await member('Stranger', places.hamburg);
    const asked = await member('Asked', places.hamburg);
    const cara = await member('Cara', places.hamburg);
    await call(ana, 'POST', '/connections/', { receiver: asked.id, type: 'close' });
    for (const visitor of [stranger, asked, cara]) await trip(visitor, places.berlin, 5, 6);
    expect(await seen(ana)).toEqual([]);

    // A contact linked to Cara, sorted at general: Ana chose her; Cara did not choose Ana.
    const { email } = (await call(cara, 'GET', '/users/me')).json<{ email: string }>();
    await expectOk(await call(ana, 'POST', '/contacts/', { first_name: 'Cara', email, connection_type: 'general' }));
    expect(await seen(ana)).toEqual([crossing('Cara', 'here', places.berlin, 5, 6)]);
    expect(await seen(cara)).toEqual([]);
  });

  it('follows the visibility of each trip and of the home city', async () => {
    const ana = await member('Ana', places.berlin);
    const ben = await member('Ben', places.hamburg);
    await connect(ana, ben, 'close', 'general');
    await trip(ben, places.berlin, 3, 3, { visibility: 'close-network' });
    await trip(ben, places.berlin, 5, 5, { visibility: 'general-network' });
    await trip(ben, places.berlin, 7, 7, { visibility: 'hidden' });
    await trip(ben, places.berlin, 9, 9, { visibility_exclusions: [ana.id] });
    await trip(ben, places.berlin, 11, 11, { status: 'not-confirmed' });
    // Ben holds Ana at general: she sees his general-network trip only.
    expect(await seen(ana)).toEqual([crossing('Ben', 'here', places.berlin, 5, 5)]);

    // Ana's trip to Hamburg meets Ben's home city only while he lets her see it.
    await trip(ana, places.hamburg, 20, 21);
    expect((await seen(ana)).map(([, kind]) => kind)).toEqual(['here', 'there']);
    await call(ben, 'PUT', `/users/${ben.id}/`, { visibility: { location: 'close-network' } });
    expect((await seen(ana)).map(([, kind]) => kind)).toEqual(['here']);
  });

  it('removes every crossing at once when either blocks the other, and brings back none by itself', async () => {
    const ana = await member('Ana', places.berlin);
    const ben = await member('Ben', places.hamburg);
    const connection = await connect(ana, ben);
    await trip(ben, places.berlin, 5, 6);
    expect(await seen(ana)).toHaveLength(1);
    await expectOk(await call(ben, 'PUT', `/connections/${connection}/`, { type: 'block' }));
    expect(await seen(ana)).toEqual([]);
    expect(await seen(ben)).toEqual([]);
    await expectOk(await call(ben, 'PUT', `/connections/${connection}/`, { type: 'general' }));
    // Unblocking asks Ana again: nothing until she agrees.
    expect(await seen(ana)).toEqual([]);
  });
});

describe('kept up to date', () => {
  it('moves with a trip, and goes with it', async () => {
    const { ana, ben } = await anaAndBen();
    const visit = await trip(ben, places.berlin, 5, 6);
    await expectOk(
      await call(ben, 'PUT', `/trips/${visit.id}/`, { arrival_datetime: day(8), departure_datetime: day(9) }),
    );
    expect(await seen(ana)).toEqual([crossing('Ben', 'here', places.berlin, 8, 9)]);
    await expectOk(await call(ben, 'DELETE', `/trips/${visit.id}/`));
    expect(await seen(ana)).toEqual([]);
  });

  it('gives the home days back when a trip is deleted: a visit while I was away becomes "here"', async () => {
    const { ana, ben } = await anaAndBen();
    const away = await trip(ana, places.lisbon, 3, 12);
    // Three days and more from either end of Ana's trip: not even a near miss while she is away.
    await trip(ben, places.berlin, 6, 8);
    expect(await seen(ana)).toEqual([]);
    await expectOk(await call(ana, 'DELETE', `/trips/${away.id}/`));
    expect(await seen(ana)).toEqual([crossing('Ben', 'here', places.berlin, 6, 8)]);
    expect(await seen(ben)).toEqual([crossing('Ana', 'there', places.berlin, 6, 8)]);
  });

  it('ends a visit to my city on my last day home when I leave during it, and keeps the visits before', async () => {
    const { ana, ben } = await anaAndBen();
    await trip(ben, places.berlin, 1, 2);
    await trip(ben, places.berlin, 8, 11);
    const away = await trip(ana, places.lisbon, 10, 12);
    const visits = (lastDay: number) => [
      crossing('Ben', 'here', places.berlin, 1, 2),
      crossing('Ben', 'here', places.berlin, 8, lastDay),
    ];
    expect(await seen(ana)).toEqual(visits(9));
    // Ben has left Berlin two days before Ana is back.
    expect(await seen(ben)).toEqual([
      crossing('Ana', 'there', places.berlin, 1, 2),
      crossing('Ana', 'there', places.berlin, 8, 9),
      crossing('Ana', 'near_miss', places.berlin, 13, 13),
    ]);
    await expectOk(await call(ana, 'DELETE', `/trips/${away.id}/`));
    expect(await seen(ana)).toEqual(visits(11));
  });

  it('finds the next nearest of my presences when a trip is deleted: a crossing with it becomes a near miss', async () => {
    const { ana, ben } = await anaAndBen();
    const first = await trip(ana, places.lisbon, 5, 6);
    await trip(ana, places.lisbon, 8, 9);
    await trip(ben, places.lisbon, 5, 6);
    expect(await seen(ana)).toEqual([crossing('Ben', 'there', places.lisbon, 5, 6)]);
    await expectOk(await call(ana, 'DELETE', `/trips/${first.id}/`));
    expect(await seen(ana)).toEqual([crossing('Ben', 'near_miss', places.lisbon, 6, 6)]);
  });

  it('follows a move to another home city', async () => {
    const { ana, ben } = await anaAndBen();
    await trip(ben, places.lisbon, 5, 6);
    expect(await seen(ana)).toEqual([]);
    await call(ana, 'PUT', `/users/${ana.id}/`, { base_location: places.lisbon });
    expect(await seen(ana)).toEqual([crossing('Ben', 'here', places.lisbon, 5, 6)]);
  });

  it('leaves out crossings that are over, and lists a period', async () => {
    const { ana, ben } = await anaAndBen();
    await trip(ben, places.berlin, 2, 3);
    await trip(ben, places.berlin, 20, 21);
    expect(await seen(ana)).toHaveLength(2);
    expect((await crossingsOf(ana, `?date_lte=${day(10)}`)).map((c) => c.arrival_datetime.slice(0, 10))).toEqual([
      day(2),
    ]);
    expect((await crossingsOf(ana, `?date_gte=${day(5)}`)).map((c) => c.arrival_datetime.slice(0, 10))).toEqual([
      day(20),
    ]);
  });
});

describe('GET /crossings/ filters', () => {
  /** Ana in Berlin with a trip to Lisbon; Ben visits Berlin, then meets her in Lisbon, then visits again. */
  async function anaMeetingBenThreeTimes() {
    const { ana, ben } = await anaAndBen();
    const lisbon = await trip(ana, places.lisbon, 10, 14);
    await trip(ben, places.berlin, 3, 4);
    await trip(ben, places.lisbon, 12, 13);
    await trip(ben, places.berlin, 20, 22);
    return { ana, lisbon };
  }
  const listOf = async (viewer: Member, query: string) => {
    const response = await expectOk(await call(viewer, 'GET', `/crossings/${query}`));
    const { count, results } = response.json<{ count: number; results: Crossing[] }>();
    return { count, days: results.map((found) => [found.kind, found.arrival_datetime.slice(0, 10)]) };
  };

  it('lists one kind, the crossings of one trip, or both, each with the size of its whole list', async () => {
    const { ana, lisbon } = await anaMeetingBenThreeTimes();
    expect(await listOf(ana, '?kind=here')).toEqual({
      count: 2,
      days: [
        ['here', day(3)],
        ['here', day(20)],
      ],
    });
    expect(await listOf(ana, `?trip=${lisbon.id}`)).toEqual({ count: 1, days: [['there', day(12)]] });
    expect(await listOf(ana, `?trip=${lisbon.id}&kind=here`)).toEqual({ count: 0, days: [] });
    expect(await listOf(ana, `?kind=here&date_lte=${day(10)}`)).toEqual({ count: 1, days: [['here', day(3)]] });
  });

  it('counts the whole list on every page, and on a page past its end', async () => {
    const { ana } = await anaMeetingBenThreeTimes();
    expect(await listOf(ana, '?limit=2&offset=2')).toEqual({ count: 3, days: [['here', day(20)]] });
    expect(await listOf(ana, '?limit=2&offset=4')).toEqual({ count: 3, days: [] });
  });
});

describe('GET /users/', () => {
  it('finds who the caller may see in a place in a period, for pro members only', async () => {
    const ana = await member('Ana', places.berlin);
    await changeUserType(t.context.db, ana.id, 'pro');
    const stranger = await member('Stranger', places.hamburg);
    const hidden = await member('Hidden', places.hamburg);
    const local = await member('Local', places.lisbon);
    await call(local, 'PUT', `/users/${local.id}/`, { visibility: { location: 'public' } });
    await trip(stranger, places.lisbon, 5, 8);
    await trip(hidden, places.lisbon, 5, 8, { visibility: 'hidden' });

    const response = await expectOk(
      await call(ana, 'GET', `/users/?location=${places.lisbon}&date_gte=${day(4)}&date_lte=${day(6)}`),
    );
    // Other tests of this file travel to Lisbon too: look at this test's members only.
    const ours = new Set([stranger.id, hidden.id, local.id]);
    const people = response
      .json<{ results: { id: string; first_name: string; whereabouts: { kind: string } }[] }>()
      .results.filter((person) => ours.has(person.id));
    expect(people.map((person) => [person.first_name, person.whereabouts.kind])).toEqual([
      ['Local', 'home'],
      ['Stranger', 'trip'],
    ]);

    const customer = await member('Customer', places.berlin);
    expect((await call(customer, 'GET', `/users/?location=${places.lisbon}`)).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/users/map/')).statusCode).toBe(403);
  });

  it('lists where the people the caller chose are, and puts them on the map', async () => {
    const ana = await member('Ana', places.berlin);
    await changeUserType(t.context.db, ana.id, 'pro');
    const ben = await member('Ben', places.hamburg);
    await connect(ana, ben);
    const away = await trip(ben, places.lisbon, 0, 3);

    const list = await expectOk(await call(ana, 'GET', '/users/'));
    expect(list.json().results).toMatchObject([{ id: ben.id, whereabouts: { kind: 'trip', trip_id: away.id } }]);
    const map = await expectOk(await call(ana, 'GET', `/users/map/?date_lte=${day(10)}`));
    expect(
      map
        .json()
        .results.map((point: { whereabouts: { kind: string; location: { id: number } } }) => [
          point.whereabouts.kind,
          point.whereabouts.location.id,
        ]),
    ).toEqual([
      ['trip', places.lisbon],
      ['home', places.hamburg],
    ]);
  });
});
