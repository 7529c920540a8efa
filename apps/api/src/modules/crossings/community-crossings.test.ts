import { type Crossing, communityLimits, type VisibilityLevel } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCommunity, createCommunityWith } from '../../test/community-rows.ts';
import { type ApiCall, callApi, dayFromToday } from '../../test/factories.ts';
import { createMemberLivingIn, postTrip } from '../../test/member-presences.ts';
import * as places from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { id: string; token: string };
const call = (...request: ApiCall) => callApi(t, ...request);
const day = (offset: number) => dayFromToday(t, offset);

async function ok(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

const member = (name: string, home: number | null, homeVisibility?: VisibilityLevel) =>
  createMemberLivingIn(t, name, home, homeVisibility);

const trip = (owner: Member, place: number, from: number, to: number, fields: object = {}) =>
  postTrip(t, owner, place, from, to, fields);

/** `a` asks `b` at general, `b` accepts at general. */
async function connect(a: Member, b: Member) {
  const asked = await ok(await call(a, 'POST', '/connections/', { receiver: b.id, type: 'general' }));
  await ok(await call(b, 'PUT', `/connections/${asked.json().id}/`, { status: 'active', type: 'general' }));
}

const block = async (blocker: Member, blocked: Member) =>
  ok(await call(blocker, 'POST', '/connections/', { receiver: blocked.id, type: 'block' }));

async function crossingsIn(community: { id: string }, viewer: Member, query = '') {
  const response = await ok(await call(viewer, 'GET', `/communities/${community.id}/crossings/${query}`));
  return response.json<{ count: number; results: Crossing[] }>();
}

/** The crossings a viewer sees in a community as (who, kind, where, first day, last day). */
async function seen(community: { id: string }, viewer: Member, query = '') {
  return (await crossingsIn(community, viewer, query)).results.map((crossing) => [
    crossing.user.first_name,
    crossing.kind,
    crossing.location.id,
    crossing.arrival_datetime.slice(0, 10),
    crossing.departure_datetime.slice(0, 10),
  ]);
}

const crossing = (name: string, kind: string, place: number, from: number, to: number) => [
  name,
  kind,
  place,
  day(from),
  day(to),
];

describe('GET /communities/{id}/crossings/', () => {
  it('lists co-members coming to my city and those living where I go, with both trips, in the shape of GET /crossings/', async () => {
    const ana = await member('Ana', places.berlin);
    const ben = await member('Ben', places.hamburg);
    const cara = await member('Cara', places.lisbon);
    const community = await createCommunityWith(t, ana, [ben, cara]);
    const visit = await trip(ben, places.potsdam, 5, 7);
    const away = await trip(ana, places.lisbon, 10, 12);

    expect(await seen(community, ana)).toEqual([
      crossing('Ben', 'here', places.potsdam, 5, 7),
      crossing('Cara', 'there', places.lisbon, 10, 12),
    ]);
    const { count, results } = await crossingsIn(community, ana);
    expect(count).toBe(2);
    expect(results[0]).toMatchObject({ user: { id: ben.id }, my_trip: null, their_trip: { id: visit.id } });
    expect(results[1]).toMatchObject({ my_trip: { id: away.id, location: { id: places.lisbon } }, their_trip: null });
    // Ben's trip meets Ana's home city: where is hers, Berlin.
    expect(await seen(community, ben)).toEqual([crossing('Ana', 'there', places.berlin, 5, 7)]);
  });

  it('counts only public trips of co-members, even those the caller is connected with', async () => {
    const ana = await member('Ana', places.berlin);
    const ben = await member('Ben', places.hamburg);
    const community = await createCommunityWith(t, ana, [ben]);
    await connect(ana, ben);
    await trip(ben, places.berlin, 3, 4, { visibility: 'general-network' });
    await trip(ben, places.berlin, 8, 9);

    expect(await seen(community, ana)).toEqual([crossing('Ben', 'here', places.berlin, 8, 9)]);
    // The crossings of the people Ana chose still show both.
    const mine = await ok(await call(ana, 'GET', '/crossings/'));
    expect(mine.json<{ count: number }>().count).toBe(2);
  });

  it('counts a home city only where its visibility lets the caller see it', async () => {
    const ana = await member('Ana', places.berlin);
    const open = await member('Open', places.lisbon);
    const hidden = await member('Hidden', places.lisbon, 'hidden');
    const network = await member('Network', places.lisbon, 'general-network');
    const connected = await member('Connected', places.lisbon, 'general-network');
    const community = await createCommunityWith(t, ana, [open, hidden, network, connected]);
    await connect(ana, connected);
    await trip(ana, places.lisbon, 10, 12);

    expect((await seen(community, ana)).map(([name]) => name).sort()).toEqual(['Connected', 'Open']);
  });

  it('never shows a member blocked by or blocking the caller', async () => {
    const ana = await member('Ana', places.berlin);
    const blocked = await member('Blocked', places.hamburg);
    const blocking = await member('Blocking', places.hamburg);
    const community = await createCommunityWith(t, ana, [blocked, blocking]);
    await trip(blocked, places.berlin, 5, 6);
    await trip(blocking, places.berlin, 5, 6);
    expect(await seen(community, ana)).toHaveLength(2);

    await block(ana, blocked);
    await block(blocking, ana);
    expect(await seen(community, ana)).toEqual([]);
    // The member Ana blocked still meets the one who blocked her in Berlin; Ana is in neither's list.
    expect((await seen(community, blocking)).map(([name]) => name)).toEqual(['Blocked']);
  });

  it('leaves out members who are not active in the community, and trips that exclude the caller', async () => {
    const ana = await member('Ana', places.berlin);
    const outsider = await member('Outsider', places.hamburg);
    const asking = await member('Asking', places.hamburg);
    const invited = await member('Invited', places.hamburg);
    const excluding = await member('Excluding', places.hamburg);
    const community = await createCommunityWith(t, ana, [excluding]);
    await addToCommunity(t, community, asking, 'pending_acceptance');
    await addToCommunity(t, community, invited, 'invited');
    for (const visitor of [outsider, asking, invited]) await trip(visitor, places.berlin, 5, 6);
    await trip(excluding, places.berlin, 5, 6, { visibility_exclusions: [ana.id] });

    expect(await seen(community, ana)).toEqual([]);
  });

  it('tells of missing a co-member by a day or two', async () => {
    const ana = await member('Ana', places.berlin);
    const ben = await member('Ben', places.hamburg);
    const community = await createCommunityWith(t, ana, [ben]);
    await trip(ana, places.lisbon, 10, 12);
    await trip(ben, places.lisbon, 13, 15);
    expect(await seen(community, ana)).toEqual([crossing('Ben', 'near_miss', places.lisbon, 13, 14)]);
  });

  it('answers who will be in a place over a period, with those missed by a day or two', async () => {
    const ana = await member('Ana', places.berlin);
    const local = await member('Local', places.lisbon);
    const visitor = await member('Visitor', places.hamburg, 'hidden');
    const late = await member('Late', places.hamburg, 'hidden');
    const later = await member('Later', places.hamburg, 'hidden');
    const community = await createCommunityWith(t, ana, [local, visitor, late, later]);
    await trip(visitor, places.lisbon, 4, 6);
    await trip(late, places.lisbon, 10, 11);
    await trip(later, places.lisbon, 11, 12);
    await trip(ana, places.hamburg, 5, 8);

    const query = `?location=${places.lisbon}&date_gte=${day(5)}&date_lte=${day(8)}`;
    expect(await seen(community, ana, query)).toEqual([
      crossing('Visitor', 'there', places.lisbon, 5, 6),
      crossing('Local', 'there', places.lisbon, 5, 8),
      crossing('Late', 'near_miss', places.lisbon, 10, 10),
    ]);
    expect(await seen(community, ana, `?location=${places.berlin}&date_gte=${day(5)}&date_lte=${day(8)}`)).toEqual([]);
  });

  it('lists a period, pages, and counts the whole list on every page', async () => {
    const ana = await member('Ana', places.berlin);
    const ben = await member('Ben', places.hamburg);
    const community = await createCommunityWith(t, ana, [ben]);
    for (const from of [2, 6, 20]) await trip(ben, places.berlin, from, from + 1);

    expect(await seen(community, ana, `?date_lte=${day(10)}`)).toEqual([
      crossing('Ben', 'here', places.berlin, 2, 3),
      crossing('Ben', 'here', places.berlin, 6, 7),
    ]);
    const page = await crossingsIn(community, ana, '?limit=2&offset=2');
    expect([page.count, page.results.map((found) => found.arrival_datetime.slice(0, 10))]).toEqual([3, [day(20)]]);
    expect((await crossingsIn(community, ana, '?limit=2&offset=4')).count).toBe(3);
  });

  it('looks as many days ahead as the community limit says unless asked further', async () => {
    const ana = await member('Ana', places.berlin);
    const ben = await member('Ben', places.hamburg);
    const community = await createCommunityWith(t, ana, [ben]);
    const last = communityLimits.crossingsDays;
    await trip(ben, places.berlin, last, last + 1);
    await trip(ben, places.berlin, last + 2, last + 3);

    expect(await seen(community, ana)).toEqual([crossing('Ben', 'here', places.berlin, last, last + 1)]);
    expect(await seen(community, ana, `?date_lte=${day(last + 5)}`)).toHaveLength(2);
  });

  it('is for the active members of the community only', async () => {
    const owner = await member('Owner', places.berlin);
    const outsider = await member('Outsider', places.berlin);
    const asking = await member('Asking', places.berlin);
    const community = await createCommunityWith(t, owner);
    await addToCommunity(t, community, asking, 'pending_acceptance');

    expect((await call(outsider, 'GET', `/communities/${community.id}/crossings/`)).statusCode).toBe(403);
    expect((await call(asking, 'GET', `/communities/${community.id}/crossings/`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/communities/${community.id}/crossings/`)).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(owner, 'GET', `/communities/${unknown}/crossings/`)).statusCode).toBe(404);
  });
});

describe('the crossings inside a community follow who is in it', () => {
  /** A community made through the API by `owner`, private or not. */
  async function communityOf(owner: Member, { isPrivate = false } = {}) {
    const handle = `walks_${Math.random().toString(36).slice(2, 10)}`;
    const created = await ok(
      await call(owner, 'POST', '/communities/', { name: handle, handle, description: 'Walks', private: isPrivate }),
    );
    return created.json<{ id: string }>();
  }

  it('shows a member who joins with the home city and trips they had, and none of them once they leave', async () => {
    const ana = await member('Ana', places.berlin);
    const ben = await member('Ben', places.hamburg);
    await trip(ben, places.potsdam, 5, 7);
    const community = await communityOf(ana);
    expect(await seen(community, ana)).toEqual([]);

    await ok(await call(ben, 'POST', `/communities/${community.id}/join/`));
    expect(await seen(community, ana)).toEqual([crossing('Ben', 'here', places.potsdam, 5, 7)]);
    expect(await seen(community, ben)).toEqual([crossing('Ana', 'there', places.berlin, 5, 7)]);

    await ok(await call(ben, 'POST', `/communities/${community.id}/leave/`));
    expect(await seen(community, ana)).toEqual([]);
  });

  it('shows a member of a private community once an admin lets them in, and not while they ask', async () => {
    const ana = await member('Ana', places.berlin);
    const ben = await member('Ben', places.potsdam);
    const community = await communityOf(ana, { isPrivate: true });
    const asked = await ok(await call(ben, 'POST', `/communities/${community.id}/join/`));
    expect(await seen(community, ana, `?location=${places.berlin}&date_gte=${day(1)}&date_lte=${day(3)}`)).toEqual([]);

    const membershipId = asked.json<{ membership: { id: string } }>().membership.id;
    await ok(
      await call(ana, 'POST', `/communities/${community.id}/approve-community-join-request/`, {
        membership: membershipId,
      }),
    );
    expect(await seen(community, ana, `?location=${places.berlin}&date_gte=${day(1)}&date_lte=${day(3)}`)).toEqual([
      crossing('Ben', 'there', places.potsdam, 1, 3),
    ]);
  });

  it('follows a trip saved after joining, and drops it once it is no longer public', async () => {
    const ana = await member('Ana', places.berlin);
    const ben = await member('Ben', places.hamburg);
    const community = await communityOf(ana);
    await ok(await call(ben, 'POST', `/communities/${community.id}/join/`));
    const visit = await trip(ben, places.berlin, 10, 12);
    expect(await seen(community, ana)).toEqual([crossing('Ben', 'here', places.berlin, 10, 12)]);

    await ok(await call(ben, 'PUT', `/trips/${visit.id}/`, { visibility: 'close-network' }));
    expect(await seen(community, ana)).toEqual([]);
  });

  it('misses no trip saved while its owner joins', async () => {
    const ana = await member('Ana', places.berlin);
    const community = await communityOf(ana);
    const joiners = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => member(`Joiner${n}`, places.hamburg)));
    await Promise.all(
      joiners.flatMap((joiner) => [
        trip(joiner, places.berlin, 20, 22),
        call(joiner, 'POST', `/communities/${community.id}/join/`).then(ok),
      ]),
    );
    expect((await crossingsIn(community, ana)).count).toBe(joiners.length);
  });
});
