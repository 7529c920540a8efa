import type { Crossing, VisibilityLevel } from '@here-and-there/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityWith } from '../../test/community-rows.ts';
import { type ApiCall, bearer, callApi, createSignedInMember, dayFromToday } from '../../test/factories.ts';
import { berlin, hamburg, lisbon, potsdam } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The crossings PostgreSQL keeps up to date must be exactly those a plain reading of DESIGN §5
 * gives, on random worlds: who chose whom, blocks, each trip's visibility, status and exclusions,
 * home cities and who may see them, neighbouring places, near misses. The model below is that
 * plain reading, one pair of presences at a time. The same worlds check the crossings inside a
 * community computed on read, with their own rule of who counts.
 */

const cities = [berlin, potsdam, hamburg, lisbon] as const;
/** Berlin and Potsdam are 27 km apart: one place for crossings. */
const areNeighbours = (a: number, b: number) =>
  a === b || (a === berlin && b === potsdam) || (a === potsdam && b === berlin);
const nearMissDays = 2;

type Level = 'general' | 'close';
const visibilities: VisibilityLevel[] = ['public', 'general-network', 'close-network', 'hidden'];

interface TripSpec {
  place: number;
  from: number;
  length: number;
  /** What happens to the trip once the whole world exists: the crossings must follow. */
  later: { kind: 'keep' } | { kind: 'delete' } | { kind: 'move'; to: number };
  visibility: VisibilityLevel;
  isConfirmed: boolean;
  excludes: number[];
}
interface MemberSpec {
  home: number | null;
  homeVisibility: VisibilityLevel;
  trips: TripSpec[];
}
type PairSpec =
  | { kind: 'none' }
  | { kind: 'pending'; level: Level }
  | { kind: 'active'; firstHoldsSecond: Level; secondHoldsFirst: Level }
  | { kind: 'block'; byFirst: boolean };
interface World {
  members: MemberSpec[];
  /** For each i < j, in order. */
  pairs: PairSpec[];
  /** contacts[v][o]: the level v gave a contact linked to o, if any. */
  contacts: (('hidden' | Level) | null)[][];
}

const size = 4;
const level = fc.constantFrom<Level>('general', 'close');
const world: fc.Arbitrary<World> = fc.record({
  members: fc.array(
    fc.record({
      home: fc.option(fc.constantFrom(...cities), { nil: null }),
      homeVisibility: fc.constantFrom(...visibilities),
      trips: fc.array(
        fc.record({
          place: fc.constantFrom(...cities),
          from: fc.integer({ min: 0, max: 12 }),
          // Longer than twice the near-miss days, so a trip can hide home days no one nearly misses.
          length: fc.integer({ min: 0, max: 7 }),
          visibility: fc.constantFrom(...visibilities),
          isConfirmed: fc.oneof(
            { arbitrary: fc.constant(true), weight: 4 },
            { arbitrary: fc.constant(false), weight: 1 },
          ),
          excludes: fc.subarray([0, 1, 2, 3]),
          later: fc.oneof(
            { arbitrary: fc.constant({ kind: 'keep' as const }), weight: 3 },
            fc.constant({ kind: 'delete' as const }),
            fc.integer({ min: 0, max: 12 }).map((to) => ({ kind: 'move' as const, to })),
          ),
        }),
        { maxLength: 3 },
      ),
    }),
    { minLength: size, maxLength: size },
  ),
  pairs: fc.array(
    fc.oneof(
      fc.constant<PairSpec>({ kind: 'none' }),
      level.map<PairSpec>((chosen) => ({ kind: 'pending', level: chosen })),
      fc.tuple(level, level).map<PairSpec>(([a, b]) => ({ kind: 'active', firstHoldsSecond: a, secondHoldsFirst: b })),
      fc.tuple(level, level).map<PairSpec>(([a, b]) => ({ kind: 'active', firstHoldsSecond: a, secondHoldsFirst: b })),
      fc.boolean().map<PairSpec>((byFirst) => ({ kind: 'block', byFirst })),
    ),
    { minLength: (size * (size - 1)) / 2, maxLength: (size * (size - 1)) / 2 },
  ),
  contacts: fc.array(
    fc.array(fc.option(fc.constantFrom<'hidden' | Level>('hidden', 'general', 'close'), { nil: null, freq: 3 }), {
      minLength: size,
      maxLength: size,
    }),
    { minLength: size, maxLength: size },
  ),
});

// ---- the plain reading ----------------------------------------------------------------------

interface Presence {
  place: number;
  starts: number;
  ends: number;
  isTrip: boolean;
  visibility: VisibilityLevel;
  excludes: number[];
}

/** A trip as it ends up: moved, or gone. */
const finalTrips = (member: MemberSpec) =>
  member.trips
    .filter((trip) => trip.later.kind !== 'delete')
    .map((trip) => (trip.later.kind === 'move' ? { ...trip, from: trip.later.to } : trip));

function presencesOf(member: MemberSpec): Presence[] {
  // Trips whose destination is the home city are refused by the API; the world leaves them out.
  const trips = finalTrips(member).filter((trip) => trip.isConfirmed && trip.place !== member.home);
  const presences: Presence[] = trips.map((trip) => ({
    place: trip.place,
    starts: trip.from,
    ends: trip.from + trip.length,
    isTrip: true,
    visibility: trip.visibility,
    excludes: trip.excludes,
  }));
  if (member.home === null) return presences;
  // Home on every day no trip covers: the gaps between the trips taken together.
  let homeFrom = Number.NEGATIVE_INFINITY;
  for (const trip of [...presences].sort((a, b) => a.starts - b.starts)) {
    if (trip.starts > homeFrom) presences.push(home(member, homeFrom, trip.starts - 1));
    homeFrom = Math.max(homeFrom, trip.ends + 1);
  }
  presences.push(home(member, homeFrom, Number.POSITIVE_INFINITY));
  return presences;
}

const home = (member: MemberSpec, starts: number, ends: number): Presence => ({
  place: member.home!,
  starts,
  ends,
  isTrip: false,
  visibility: member.homeVisibility,
  excludes: [],
});

/** How `a` holds `b`, and whether their connection is agreed, from the pair specs. */
function connectionOf(w: World, a: number, b: number) {
  const [first, second] = a < b ? [a, b] : [b, a];
  const index = first * size - (first * (first + 1)) / 2 + (second - first - 1);
  const pair = w.pairs[index]!;
  const aIsFirst = a === first;
  switch (pair.kind) {
    case 'none':
      return { aHoldsB: null, bHoldsA: null, active: false, blocked: false };
    case 'pending':
      // The first asked the second.
      return {
        aHoldsB: aIsFirst ? pair.level : null,
        bHoldsA: aIsFirst ? null : pair.level,
        active: false,
        blocked: false,
      };
    case 'active':
      return {
        aHoldsB: aIsFirst ? pair.firstHoldsSecond : pair.secondHoldsFirst,
        bHoldsA: aIsFirst ? pair.secondHoldsFirst : pair.firstHoldsSecond,
        active: true,
        blocked: false,
      };
    case 'block':
      return { aHoldsB: null, bHoldsA: null, active: false, blocked: true };
  }
}

function isVisible(w: World, viewer: number, owner: number, presence: Presence) {
  if (presence.excludes.includes(viewer)) return false;
  const connection = connectionOf(w, viewer, owner);
  const ownerHoldsViewer = connection.active ? connection.bHoldsA : null;
  switch (presence.visibility) {
    case 'public':
      return true;
    case 'general-network':
      return ownerHoldsViewer !== null;
    case 'close-network':
      return ownerHoldsViewer === 'close';
    case 'hidden':
      return false;
  }
}

function hasChosen(w: World, viewer: number, other: number) {
  const connection = connectionOf(w, viewer, other);
  if (connection.blocked) return false;
  const contactLevel = w.contacts[viewer]![other];
  return connection.active || contactLevel === 'general' || contactLevel === 'close';
}

/** Whose presences make a viewer's crossings, and which of them count. */
interface Reading {
  isWith(w: World, viewer: number, other: number): boolean;
  counts(w: World, viewer: number, other: number, presence: Presence): boolean;
}

/** `GET /crossings/`: the people the viewer chose, through the visibility rules. */
const chosenPeople: Reading = { isWith: hasChosen, counts: isVisible };

/** Inside a community (all four members): everyone not blocked either way, by their public trips and visible home cities. */
const coMembers: Reading = {
  isWith: (w, viewer, other) => !connectionOf(w, viewer, other).blocked,
  counts: (w, viewer, other, presence) =>
    presence.isTrip
      ? presence.visibility === 'public' && !presence.excludes.includes(viewer)
      : isVisible(w, viewer, other, presence),
};

type Row = [other: number, kind: string, place: number, starts: number, ends: number];

function expectedCrossings(w: World, viewer: number, reading: Reading): Row[] {
  const rows: Row[] = [];
  const mine = presencesOf(w.members[viewer]!);
  for (let other = 0; other < size; other++) {
    if (other === viewer || !reading.isWith(w, viewer, other)) continue;
    for (const theirs of presencesOf(w.members[other]!)) {
      if (!reading.counts(w, viewer, other, theirs)) continue;
      const candidates = mine
        .filter((m) => (m.isTrip || theirs.isTrip) && areNeighbours(m.place, theirs.place))
        .filter((m) => theirs.starts <= m.ends + nearMissDays && m.starts <= theirs.ends + nearMissDays)
        .filter((m) => Math.min(m.ends, theirs.ends) >= -nearMissDays);
      const meeting = candidates.filter((m) => theirs.starts <= m.ends && m.starts <= theirs.ends);
      for (const m of meeting) {
        const kind = m.isTrip ? 'there' : 'here';
        rows.push([other, kind, theirs.place, Math.max(m.starts, theirs.starts), Math.min(m.ends, theirs.ends)]);
      }
      if (meeting.length > 0 || candidates.length === 0) continue;
      const gap = (m: Presence) => (theirs.starts > m.ends ? theirs.starts - m.ends : m.starts - theirs.ends);
      const [nearest] = [...candidates].sort((a, b) => gap(a) - gap(b) || a.starts - b.starts);
      rows.push([
        other,
        'near_miss',
        theirs.place,
        Math.max(theirs.starts, nearest!.starts - nearMissDays),
        Math.min(theirs.ends, nearest!.ends + nearMissDays),
      ]);
    }
  }
  // What `GET /crossings/` shows by default: from today on.
  return rows.filter((row) => row[4] >= 0);
}

// ---- the world through the API --------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  // Every world signs up four members; many worlds would reach the sign-up limits of one address.
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

type Member = { id: string; token: string; email: string };
const call = (...request: ApiCall) => callApi(t, ...request);
const ok = async (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};
const dayOf = (offset: number) => dayFromToday(t, offset);

async function build(w: World): Promise<Member[]> {
  const members: Member[] = [];
  for (const [index, spec] of w.members.entries()) {
    const member = await createSignedInMember(t, { firstName: `M${index}` });
    members.push(member);
    await ok(
      await call(member, 'PUT', `/users/${member.id}/`, {
        base_location: spec.home,
        visibility: { location: spec.homeVisibility },
      }),
    );
  }
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      const pair = w.pairs[a * size - (a * (a + 1)) / 2 + (b - a - 1)]!;
      const [first, second] = [members[a]!, members[b]!];
      if (pair.kind === 'pending') {
        await ok(await call(first, 'POST', '/connections/', { receiver: second.id, type: pair.level }));
      } else if (pair.kind === 'active') {
        const asked = await ok(
          await call(first, 'POST', '/connections/', { receiver: second.id, type: pair.firstHoldsSecond }),
        );
        await ok(
          await call(second, 'PUT', `/connections/${asked.json().id}/`, {
            status: 'active',
            type: pair.secondHoldsFirst,
          }),
        );
      } else if (pair.kind === 'block') {
        const [blocker, blocked] = pair.byFirst ? [first, second] : [second, first];
        await ok(await call(blocker, 'POST', '/connections/', { receiver: blocked.id, type: 'block' }));
      }
    }
  }
  for (const [viewer, levels] of w.contacts.entries()) {
    for (const [other, contactLevel] of levels.entries()) {
      if (contactLevel === null || other === viewer) continue;
      await ok(
        await call(members[viewer]!, 'POST', '/contacts/', {
          first_name: `C${other}`,
          email: members[other]!.email,
          connection_type: contactLevel,
        }),
      );
    }
  }
  const later: (() => Promise<unknown>)[] = [];
  for (const [index, spec] of w.members.entries()) {
    for (const trip of spec.trips) {
      if (trip.place === spec.home) continue;
      const created = await ok(
        await call(members[index]!, 'POST', '/trips/', {
          location: trip.place,
          arrival_datetime: dayOf(trip.from),
          departure_datetime: dayOf(trip.from + trip.length),
          visibility: trip.visibility,
          visibility_exclusions: trip.excludes.filter((other) => other !== index).map((other) => members[other]!.id),
          status: trip.isConfirmed ? 'confirmed' : 'not-confirmed',
        }),
      );
      const path = `/trips/${created.json().id}/`;
      const { later: change } = trip;
      if (change.kind === 'delete')
        later.push(() =>
          t.app.inject({ method: 'DELETE', url: `/thr/v1/api${path}`, headers: bearer(members[index]!.token) }),
        );
      if (change.kind === 'move') {
        later.push(async () =>
          ok(
            await call(members[index]!, 'PUT', path, {
              arrival_datetime: dayOf(change.to),
              departure_datetime: dayOf(change.to + trip.length),
            }),
          ),
        );
      }
    }
  }
  for (const change of later) await change();
  return members;
}

const asDay = (offset: number) => (Number.isFinite(offset) ? dayOf(offset) : String(offset));
const sortRows = (rows: string[][]) => rows.map((row) => row.join(' ')).sort();

describe('crossings on random worlds', () => {
  it('are exactly those of the plain reading of the rules, for every member, with the people they chose and inside a community', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const members = await build(w);
        const community = await createCommunityWith(t, members[0]!, members.slice(1));
        const indexOf = new Map(members.map((member, index) => [member.id, index]));
        const lists = [
          { path: '/crossings/', reading: chosenPeople },
          { path: `/communities/${community.id}/crossings/`, reading: coMembers },
        ];
        for (const [viewer, member] of members.entries()) {
          for (const { path, reading } of lists) {
            const response = await ok(await call(member, 'GET', path));
            const actual = response
              .json<{ results: Crossing[] }>()
              .results.map((crossing) => [
                String(indexOf.get(crossing.user.id)),
                crossing.kind,
                String(crossing.location.id),
                crossing.arrival_datetime.slice(0, 10),
                crossing.departure_datetime.slice(0, 10),
              ]);
            const expected = expectedCrossings(w, viewer, reading).map(([other, kind, place, starts, ends]) => [
              String(other),
              kind,
              String(place),
              asDay(starts),
              asDay(ends),
            ]);
            expect(sortRows(actual), `${path} seen by M${viewer}`).toEqual(sortRows(expected));
          }
        }
      }),
      { numRuns: 60, seed: 20261123 },
    );
  }, 240_000);
});
