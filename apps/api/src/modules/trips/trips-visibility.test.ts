import {
  type ContactConnectionType,
  contactConnectionTypes,
  type Trip,
  type TripStatus,
  type TripsPage,
  tripStatuses,
  type VisibilityLevel,
  visibilityLevels,
} from '@here-and-there/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  connectMembers,
  createContact,
  createSignedInMember,
  createTrip,
  dayFromToday,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createViewers, type ViewerKind, viewerKinds } from '../../test/viewers.ts';
import { findStandings } from '../connections/index.ts';
import { canSeeTrip } from '../users/index.ts';
import { tripViewerOf } from './trips.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

const get = (token: string | undefined, url: string) =>
  t.app.inject({ method: 'GET', url: `/thr/v1/api${url}`, headers: token ? bearer(token) : {} });

async function listIds(token: string, query = '') {
  const response = await get(token, `/trips/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TripsPage>().results.map((trip) => trip.id);
}

/** Who sees a confirmed trip that excludes nobody, at each level: written out by hand. */
const seenBy: Record<VisibilityLevel, readonly ViewerKind[]> = {
  public: ['self', 'close', 'general', 'pending', 'one-sided', 'stranger'],
  'general-network': ['self', 'close', 'general'],
  'close-network': ['self', 'close'],
  hidden: ['self'],
};

/** The viewers who chose the owner (they hold them at general or close, agreed), whose own list shows the owner's trips. */
const choseOwner: readonly ViewerKind[] = ['close', 'general', 'blocked'];

describe('the trip visibility matrix', () => {
  let owner: Member;
  let tokens: Map<ViewerKind, string | undefined>;
  const matrix: { trip: Trip; visibility: VisibilityLevel; status: TripStatus; isExcluded: boolean }[] = [];

  beforeAll(async () => {
    owner = await createSignedInMember(t, { firstName: 'Owner' });
    const viewers = await createViewers(t, owner);
    tokens = viewers.tokens;
    const others = viewers.members;
    let days = 1;
    for (const visibility of visibilityLevels) {
      for (const status of tripStatuses) {
        for (const isExcluded of [false, true]) {
          const trip = await createTrip(t, owner, {
            visibility,
            status,
            visibility_exclusions: isExcluded ? others.map((viewer) => viewer.id) : [],
            arrival_datetime: dayFromToday(t, days),
            departure_datetime: dayFromToday(t, days + 1),
          });
          days += 1;
          matrix.push({ trip, visibility, status, isExcluded });
        }
      }
    }
  });

  const expectedFor = (kind: ViewerKind) =>
    matrix
      .filter(
        ({ visibility, status, isExcluded }) =>
          kind === 'self' || (status === 'confirmed' && !isExcluded && seenBy[visibility].includes(kind)),
      )
      .map(({ trip }) => trip.id);

  for (const kind of viewerKinds) {
    if (kind === 'visitor') continue;
    it(`shows a ${kind} viewer the same trips in the detail, the member's list and their own list`, async () => {
      const token = tokens.get(kind)!;
      const expected = expectedFor(kind);
      for (const { trip } of matrix) {
        const response = await get(token, `/trips/${trip.id}/`);
        expect([trip.id, response.statusCode]).toEqual([trip.id, expected.includes(trip.id) ? 200 : 404]);
      }
      // The matrix's trips follow one another, so arrival order is the order they were made in.
      expect(await listIds(token, `?user=${owner.id}`)).toEqual(expected);
      expect(await listIds(token)).toEqual(kind === 'self' || choseOwner.includes(kind) ? expected : []);
    });
  }

  it('shows a trip the same in the detail as in the list', async () => {
    const token = tokens.get('close')!;
    const response = await get(token, `/trips/?user=${owner.id}`);
    for (const listed of response.json<TripsPage>().results) {
      expect((await get(token, `/trips/${listed.id}/`)).json()).toEqual(listed);
    }
  });

  it('shows signed-out visitors no trip at all', async () => {
    for (const { trip } of matrix) expect((await get(undefined, `/trips/${trip.id}/`)).statusCode).toBe(401);
    expect((await get(undefined, `/trips/?user=${owner.id}`)).statusCode).toBe(401);
  });
});

type Level = 'close' | 'general' | 'block' | null;
interface TripSpec {
  visibility: VisibilityLevel;
  status: TripStatus;
  excludesViewer: boolean;
  startsIn: number;
  length: number;
}
interface OwnerSpec {
  connection: { ownerHolds: Level; viewerHolds: Level; active: boolean } | null;
  contact: ContactConnectionType | null;
  trips: TripSpec[];
}

const level = fc.constantFrom<Level>(null, 'general', 'close', 'block');
const tripSpec = fc.record({
  visibility: fc.constantFrom(...visibilityLevels),
  status: fc.constantFrom(...tripStatuses),
  excludesViewer: fc.boolean(),
  startsIn: fc.integer({ min: 0, max: 30 }),
  length: fc.integer({ min: 0, max: 5 }),
});
const connectionSpec = fc
  .record({ ownerHolds: level, viewerHolds: level, active: fc.boolean() })
  .filter(({ ownerHolds, viewerHolds }) => ownerHolds !== null || viewerHolds !== null);
const ownerSpec: fc.Arbitrary<OwnerSpec> = fc.record({
  connection: fc.option(connectionSpec, { nil: null }),
  contact: fc.option(fc.constantFrom(...contactConnectionTypes), { nil: null }),
  trips: fc.array(tripSpec, { minLength: 1, maxLength: 3 }),
});
const world = fc.record({
  ownTrips: fc.array(tripSpec, { maxLength: 2 }),
  owners: fc.array(ownerSpec, { minLength: 1, maxLength: 3 }),
});

/** The ids of trips by arrival, then id: the order lists use. */
const inListOrder = (trips: readonly Trip[]) =>
  [...trips]
    .sort((a, b) => a.arrival_datetime.localeCompare(b.arrival_datetime) || a.id.localeCompare(b.id))
    .map((trip) => trip.id);

describe('lists and details against the policy, on generated worlds', () => {
  it('agree with canSeeTrip for every trip, every owner and the caller’s own list', async () => {
    await fc.assert(
      fc.asyncProperty(world, async ({ ownTrips, owners }) => {
        const viewer = await createSignedInMember(t, { firstName: 'Viewer' });
        const make = (member: { id: string }, spec: TripSpec) =>
          createTrip(t, member, {
            visibility: spec.visibility,
            status: spec.status,
            visibility_exclusions: spec.excludesViewer && member.id !== viewer.id ? [viewer.id] : [],
            arrival_datetime: dayFromToday(t, spec.startsIn),
            departure_datetime: dayFromToday(t, spec.startsIn + spec.length),
          });
        const mine = await Promise.all(ownTrips.map((spec) => make(viewer, spec)));
        const made = await Promise.all(
          owners.map(async (spec) => {
            const owner = await createSignedInMember(t, { firstName: 'Owner' });
            if (spec.connection) {
              const { ownerHolds, viewerHolds, active } = spec.connection;
              await connectMembers(t, owner, viewer, { aHoldsB: ownerHolds, bHoldsA: viewerHolds, active });
            }
            if (spec.contact) await createContact(t, viewer, { email: owner.email, connection_type: spec.contact });
            const trips = await Promise.all(spec.trips.map((trip) => make(owner, trip)));
            return { owner, spec, trips };
          }),
        );

        const standings = await findStandings(
          t.context.db,
          viewer.id,
          made.map(({ owner }) => owner.id),
        );
        const tripSpecs = new Map(
          [...ownTrips.map((spec, index) => [mine[index]!.id, spec] as const)].concat(
            made.flatMap(({ spec, trips }) =>
              spec.trips.map((tripSpec, index) => [trips[index]!.id, tripSpec] as const),
            ),
          ),
        );
        const sees = (trip: Trip) => {
          const spec = tripSpecs.get(trip.id)!;
          const row = {
            status: spec.status,
            visibility: spec.visibility,
            visibilityExclusions: spec.excludesViewer && trip.owner !== viewer.id ? [viewer.id] : [],
          };
          return canSeeTrip(row, tripViewerOf(viewer.id, trip.owner, standings));
        };
        const chose = ({ connection, contact }: OwnerSpec) =>
          (connection?.active === true &&
            (connection.viewerHolds === 'general' || connection.viewerHolds === 'close')) ||
          contact === 'general' ||
          contact === 'close';

        for (const { owner, trips } of made) {
          expect(await listIds(viewer.token, `?user=${owner.id}`)).toEqual(inListOrder(trips.filter(sees)));
          for (const trip of trips) {
            const response = await get(viewer.token, `/trips/${trip.id}/`);
            expect([trip.id, response.statusCode]).toEqual([trip.id, sees(trip) ? 200 : 404]);
          }
        }
        const chosenTrips = made.filter(({ spec }) => chose(spec)).flatMap(({ trips }) => trips.filter(sees));
        expect(await listIds(viewer.token)).toEqual(inListOrder([...mine, ...chosenTrips]));
      }),
      { numRuns: 40 },
    );
    // Forty worlds through HTTP: seconds on a quiet machine, more on a busy one.
  }, 180_000);
});
