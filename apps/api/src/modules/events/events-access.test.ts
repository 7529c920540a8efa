import type { Event, EventAbilities, EventsPage } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createEventCommunity, momentFromNow, placeInCommunity } from '../../test/event-factories.ts';
import { callApi, connectMembers, createSignedInMember } from '../../test/factories.ts';
import { lisbon } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Who may do what with an event, through the API: every kind of caller against every action, for
 * the events of a public community, of a private one, and of a member alone. The expected answers
 * are written out by hand.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

const communityRoles = ['owner', 'admin', 'member', 'invited', 'pending', 'non-member', 'blocked', 'visitor'] as const;
type CommunityRole = (typeof communityRoles)[number];
const personalRoles = ['creator', 'stranger', 'blocked', 'blocking', 'visitor'] as const;
type PersonalRole = (typeof personalRoles)[number];

type Action = 'view' | 'list' | 'ics' | 'rsvp' | 'edit' | 'delete' | 'create';
/** The status each action answers, by role (the list: 200 when the event is in it, 404 when not). */
type Expected<Role extends string> = Record<Action, Record<Role, number>>;

const everyone = <Role extends string>(
  roles: readonly Role[],
  status: number,
  overrides: Partial<Record<Role, number>> = {},
) => Object.fromEntries(roles.map((role) => [role, overrides[role] ?? status])) as Record<Role, number>;

const publicCommunity: Expected<CommunityRole> = {
  view: everyone(communityRoles, 200),
  list: everyone(communityRoles, 200),
  ics: everyone(communityRoles, 200),
  rsvp: everyone(communityRoles, 200, { visitor: 401 }),
  edit: everyone(communityRoles, 403, { owner: 200, admin: 200, visitor: 401 }),
  delete: everyone(communityRoles, 403, { owner: 204, admin: 204, visitor: 401 }),
  create: everyone(communityRoles, 403, { owner: 201, admin: 201, visitor: 401 }),
};

const outside = { invited: 404, pending: 404, 'non-member': 404 } as const;
const privateCommunity: Expected<CommunityRole> = {
  view: everyone(communityRoles, 200, { ...outside, visitor: 404 }),
  list: everyone(communityRoles, 200, { ...outside, visitor: 404 }),
  ics: everyone(communityRoles, 200, { ...outside, visitor: 404 }),
  rsvp: everyone(communityRoles, 200, { ...outside, visitor: 401 }),
  edit: everyone(communityRoles, 403, { owner: 200, admin: 200, ...outside, visitor: 401 }),
  delete: everyone(communityRoles, 403, { owner: 204, admin: 204, ...outside, visitor: 401 }),
  // A private community is not found by those outside it: the body names no such community.
  create: everyone(communityRoles, 403, {
    owner: 201,
    admin: 201,
    invited: 400,
    pending: 400,
    'non-member': 400,
    visitor: 401,
  }),
};

const personalEvent: Expected<PersonalRole> = {
  view: everyone(personalRoles, 200),
  list: everyone(personalRoles, 200),
  ics: everyone(personalRoles, 200),
  rsvp: everyone(personalRoles, 200, { blocked: 403, blocking: 403, visitor: 401 }),
  edit: everyone(personalRoles, 403, { creator: 200, visitor: 401 }),
  delete: everyone(personalRoles, 403, { creator: 204, visitor: 401 }),
  create: everyone(personalRoles, 201, { visitor: 401 }),
};

const abilitiesFrom = <Role extends string>(expected: Expected<Role>, role: Role): EventAbilities => ({
  edit: expected.edit[role] === 200,
  delete: expected.delete[role] === 204,
  rsvp: expected.rsvp[role] === 200,
});

/** Runs every action as every role against events of `communityId` (null: of `creator` alone). */
function checkMatrix<Role extends string>(
  roles: readonly Role[],
  expected: Expected<Role>,
  setUp: () => Promise<{ callers: Map<Role, Member | null>; creator: Member; communityId: string | null }>,
) {
  let world: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    world = await setUp();
  });

  const makeEvent = (name?: string) =>
    createEvent(t, world.creator, { community: world.communityId, ...(name ? { name } : {}) });

  for (const role of roles) {
    it(`answers a ${role} as the matrix says`, async () => {
      const caller = world.callers.get(role) ?? null;
      const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        callApi(t, caller, method, url, payload);
      const event = await makeEvent();
      const statuses: Record<Action, number> = {} as Record<Action, number>;

      const detail = await call('GET', `/events/${event.id}/`);
      statuses.view = detail.statusCode;
      const query = world.communityId ? `?community=${world.communityId}` : `?date_lte=${momentFromNow(t, 30)}`;
      const listed = (await call('GET', `/events/${query}&limit=500`)).json<EventsPage>().results;
      statuses.list = listed.some((item) => item.id === event.id) ? 200 : 404;
      statuses.ics = (await call('GET', `/events/${event.id}/ics/`)).statusCode;
      statuses.rsvp = (await call('POST', `/events/${event.id}/rsvp/`, { status: 'going' })).statusCode;
      statuses.edit = (await call('PUT', `/events/${event.id}/`, { description: `Changed by ${role}` })).statusCode;
      statuses.delete = (await call('DELETE', `/events/${event.id}/`)).statusCode;
      statuses.create = (
        await call('POST', '/events/', {
          name: `Created by ${role}`,
          location: lisbon,
          start_datetime: momentFromNow(t, 3),
          end_datetime: momentFromNow(t, 3, 1),
          community: world.communityId,
        })
      ).statusCode;

      const wanted = Object.fromEntries(
        Object.entries(expected).map(([action, byRole]) => [action, (byRole as Record<Role, number>)[role]]),
      );
      expect(statuses).toEqual(wanted);
      if (detail.statusCode === 200) {
        expect(detail.json<Event>().abilities).toEqual(abilitiesFrom(expected, role));
      }
    });
  }
}

/** A community with one caller of each role; `blocked` is an active member its owner blocked. */
async function communityWorld(isPrivate: boolean) {
  const owner = await createSignedInMember(t, { firstName: 'Owner' });
  const community = await createEventCommunity(t, owner, { isPrivate });
  const callers = new Map<CommunityRole, Member | null>([
    ['owner', owner],
    ['visitor', null],
  ]);
  const places: Partial<Record<CommunityRole, Parameters<typeof placeInCommunity>[3]>> = {
    admin: { role: 'admin' },
    member: {},
    invited: { status: 'invited' },
    pending: { status: 'pending_acceptance' },
    blocked: {},
  };
  for (const role of communityRoles) {
    if (callers.has(role)) continue;
    const member = await createSignedInMember(t, { firstName: role });
    const place = places[role];
    if (place) await placeInCommunity(t, community, member, place);
    if (role === 'blocked') await connectMembers(t, owner, member, { aHoldsB: 'block', bHoldsA: null, active: false });
    callers.set(role, member);
  }
  return { callers, creator: owner, communityId: community.id };
}

describe("a public community's events", () => {
  checkMatrix(communityRoles, publicCommunity, () => communityWorld(false));
});

describe("a private community's events", () => {
  checkMatrix(communityRoles, privateCommunity, () => communityWorld(true));
});

describe("a member's own events", () => {
  checkMatrix(personalRoles, personalEvent, async () => {
    const creator = await createSignedInMember(t, { firstName: 'Creator' });
    const [stranger, blocked, blocking] = await Promise.all(
      ['Stranger', 'Blocked', 'Blocking'].map((firstName) => createSignedInMember(t, { firstName })),
    );
    await connectMembers(t, creator, blocked!, { aHoldsB: 'block', bHoldsA: 'close', active: true });
    await connectMembers(t, creator, blocking!, { aHoldsB: 'close', bHoldsA: 'block', active: true });
    const callers = new Map<PersonalRole, Member | null>([
      ['creator', creator],
      ['stranger', stranger!],
      ['blocked', blocked!],
      ['blocking', blocking!],
      ['visitor', null],
    ]);
    return { callers, creator, communityId: null };
  });
});
