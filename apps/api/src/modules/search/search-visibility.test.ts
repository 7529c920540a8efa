import { randomBytes } from 'node:crypto';
import {
  type Community,
  type SearchSection,
  searchSections,
  type Trip,
  tripStatuses,
  type User,
  type VisibilityLevel,
  visibilityLevels,
} from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunity } from '../../test/community-factories.ts';
import { callApi, createContact, createSignedInMember, createTrip, dayFromToday } from '../../test/factories.ts';
import { frankfurtAmMain, frankfurtOder } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createViewers, type ViewerKind, viewerKinds } from '../../test/viewers.ts';
import { findStandings } from '../connections/index.ts';
import { tripViewerOf } from '../trips/index.ts';
import { canSeeTrip } from '../users/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Letters no other member's names hold, so that a search finds the matrix's owner alone. */
const uniqueWord = () => [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/**
 * Gives the member `size` more people they chose, each agreeing, written at once (signing them up
 * one by one would take a minute): none has a home or a trip.
 */
async function growNetwork(memberId: string, size: number) {
  await t.context.db.$client.query(
    `with made as (select gen_random_uuid() as id, i from generate_series(1, $2::int) i),
      identities as (
        insert into auth_users (id, name, email, email_verified)
        select id, 'Chosen', 'chosen-' || id || '@example.com', true from made),
      people as (insert into members (id, first_name, last_name) select id, 'Chosen', 'Lima' from made returning id),
      chosen as (select id, gen_random_uuid() as connection_id from people)
    insert into connections (member_id, other_id, connection_id, level, other_level, status)
    select $1, id, connection_id, 'general'::connection_level, 'general'::connection_level, 'active'::connection_status
    from chosen
    union all
    select id, $1, connection_id, 'general', 'general', 'active' from chosen`,
    [memberId, size],
  );
}

/** How many people a member chooses from which their network is large. */
async function largeNetworkSize() {
  const { rows } = await t.context.db.$client.query<{ size: number }>('select large_network_size() as size');
  return rows[0]!.size;
}

async function isLargeNetwork(memberId: string) {
  const { rowCount } = await t.context.db.$client.query('select from large_networks where member_id = $1', [memberId]);
  return rowCount === 1;
}

/** The viewers who chose the owner (they hold them at general or close, agreed): search looks among their trips. */
const choseOwner: readonly ViewerKind[] = ['close', 'general', 'blocked'];

/**
 * Every section × every kind of viewer × every visibility, through the search API: what each
 * finds agrees with the per-object policy and with what the rest of the app serves that viewer.
 */
describe('the search visibility matrix', () => {
  const word = uniqueWord();
  // Apart from the names' word, so that no name is a look-alike of it.
  const describedBy = uniqueWord();
  let owner: Awaited<ReturnType<typeof createSignedInMember>>;
  let tokens: Map<ViewerKind, string | undefined>;
  let viewerIds: Map<ViewerKind, string>;
  const trips: { trip: Trip; visibility: VisibilityLevel; status: (typeof tripStatuses)[number] }[] = [];
  const communities: Community[] = [];
  let contactId: string;

  beforeAll(async () => {
    owner = await createSignedInMember(t, { firstName: `Owner${word}`, lastName: `Quill${word}` });
    const viewers = await createViewers(t, owner);
    tokens = viewers.tokens;
    const others = viewerKinds.filter((kind) => kind !== 'self' && kind !== 'visitor');
    viewerIds = new Map([['self', owner.id], ...others.map((kind, i) => [kind, viewers.members[i]!.id] as const)]);
    let days = 1;
    for (const visibility of visibilityLevels) {
      for (const status of tripStatuses) {
        const trip = await createTrip(t, owner, {
          location: frankfurtOder,
          visibility,
          status,
          arrival_datetime: dayFromToday(t, days),
          departure_datetime: dayFromToday(t, days + 1),
        });
        days += 2;
        trips.push({ trip, visibility, status });
      }
    }
    for (const isPrivate of [false, true]) {
      communities.push(
        await createCommunity(t, owner, {
          name: `Club${word} ${isPrivate ? 'private' : 'public'}`,
          description: `Meets where only members read: ${describedBy}`,
          private: isPrivate,
        }),
      );
    }
    contactId = (await createContact(t, owner, { first_name: `Contact${word}` })).id;
  });

  const searchAs = (kind: ViewerKind, section: SearchSection, q: string) => {
    const token = tokens.get(kind);
    return callApi(t, token ? { token } : null, 'GET', `/search/${section}/?q=${encodeURIComponent(q)}`);
  };
  const found = async <Item extends { id: string | number }>(kind: ViewerKind, section: SearchSection, q: string) => {
    const response = await searchAs(kind, section, q);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ count: number; results: Item[] }>();
  };

  /** The owner's trips a search for `q` finds, in their order. */
  const ownersTripsFound = async (kind: ViewerKind, q: string) =>
    (await found<Trip>(kind, 'trips', q)).results.filter((trip) => trip.owner === owner.id).map((trip) => trip.id);

  it('answers a visitor 401 in every section', async () => {
    for (const section of searchSections) {
      expect((await searchAs('visitor', section, `owner${word}`)).statusCode).toBe(401);
    }
  });

  for (const kind of viewerKinds) {
    if (kind === 'visitor') continue;

    it(`shows a ${kind} viewer the owner in users as their profile shows them, never across a block`, async () => {
      const page = await found<User>(kind, 'users', `owner${word}`);
      const isHidden = kind === 'self' || kind === 'blocked' || kind === 'blocking';
      expect(page.results.map((user) => user.id)).toEqual(isHidden ? [] : [owner.id]);
      if (isHidden) return;
      const profile = await callApi(t, { token: tokens.get(kind)! }, 'GET', `/users/${owner.id}/`);
      expect(page.results[0]).toEqual(profile.json());
    });

    it(`shows a ${kind} viewer the trips the policy lets them see, of the people they chose`, async () => {
      const viewerId = viewerIds.get(kind)!;
      const standings = await findStandings(t.context.db, viewerId, [owner.id]);
      const sees = (trip: Trip, visibility: VisibilityLevel, status: (typeof tripStatuses)[number]) =>
        canSeeTrip({ visibility, status, visibilityExclusions: [] }, tripViewerOf(viewerId, trip.owner, standings));
      const expected =
        kind === 'self' || choseOwner.includes(kind)
          ? trips.filter(({ trip, visibility, status }) => sees(trip, visibility, status)).map(({ trip }) => trip.id)
          : [];
      // By the place's name and by the owner's: the same trips, by arrival.
      for (const q of ['frankfurt', `owner${word}`]) {
        expect([q, await ownersTripsFound(kind, q)]).toEqual([q, q === 'frankfurt' || kind !== 'self' ? expected : []]);
      }
      for (const { trip } of trips.filter(({ trip }) => expected.includes(trip.id))) {
        const detail = await callApi(t, { token: tokens.get(kind)! }, 'GET', `/trips/${trip.id}/`);
        expect(detail.statusCode).toBe(200);
      }
    });

    it(`shows a ${kind} viewer every community by name, and a private one's description only to its members`, async () => {
      const byName = await found<Community>(kind, 'communities', `club${word}`);
      expect(byName.results.map((community) => community.id).sort()).toEqual(communities.map((c) => c.id).sort());
      const byDescription = await found<Community>(kind, 'communities', describedBy);
      for (const community of communities) {
        const view = await callApi(t, { token: tokens.get(kind)! }, 'GET', `/communities/${community.id}/`);
        const readsDescription = view.json<Community>().description !== null;
        expect(byDescription.results.some((c) => c.id === community.id)).toBe(readsDescription);
      }
      for (const result of byName.results) {
        const view = await callApi(t, { token: tokens.get(kind)! }, 'GET', `/communities/${result.id}/`);
        expect(result).toEqual(view.json());
      }
    });

    it(`shows a ${kind} viewer only their own contacts`, async () => {
      const page = await found<{ id: string }>(kind, 'contacts', `contact${word}`);
      expect(page.results.map((contact) => contact.id)).toEqual(kind === 'self' ? [contactId] : []);
    });

    it(`puts first for a ${kind} viewer the place the owner goes to only when they may see a trip there, a large network too`, async () => {
      const tripsSeen = await ownersTripsFound(kind, 'frankfurt');
      const seesATrip = tripsSeen.length > 0;
      const expected = seesATrip ? [frankfurtOder, frankfurtAmMain] : [frankfurtAmMain, frankfurtOder];
      const placesFound = async (window: string) => {
        const response = await callApi(
          t,
          { token: tokens.get(kind)! },
          'GET',
          `/search/locations/?q=frankfurt${window}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ results: { id: number }[] }>().results.map((place) => place.id);
      };
      expect((await placesFound('')).slice(0, 2)).toEqual(expected);
      // A large network is looked for place by place, the largest first, until the page is full,
      // and its trips are read by place.
      await growNetwork(viewerIds.get(kind)!, await largeNetworkSize());
      expect(await isLargeNetwork(viewerIds.get(kind)!)).toBe(true);
      expect(await ownersTripsFound(kind, 'frankfurt')).toEqual(tripsSeen);
      expect((await placesFound('')).slice(0, 2)).toEqual(expected);
      expect(await placesFound('&limit=1')).toEqual(expected.slice(0, 1));
      expect(await placesFound('&limit=1&offset=1')).toEqual(expected.slice(1, 2));
    });
  }
});
