import {
  alertLeadDays,
  arrivalOf,
  type Crossing,
  type communityCrossingsQuery,
  communityLimits,
  type crossingsQuery,
  departureOf,
  type Location,
  type MapPoints,
  type MemberInPlace,
  type mapQuery,
  type TripSummary,
  type User,
  type UserType,
  type usersQuery,
  type Whereabouts,
} from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type Queryable, transactionRetryingDeadlocks } from '../../platform/db.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { foldForSearch } from '../../platform/text.ts';
import { findCommunityRow, findMembershipRow } from '../communities/index.ts';
import { findLocations } from '../locations/index.ts';
import { isPro, viewMembers } from '../users/index.ts';
import {
  addNeighbourhoods,
  clearNeighbourhoods,
  copyMembersToCommunity,
  copyPresencesToCommunities,
  deleteAllCrossings,
  deleteCrossings,
  deletePresences,
  findChosenPresences,
  findCoMemberCrossings,
  findCoMemberPresences,
  findCrossingsInvolving as findCrossingRowsInvolving,
  findCrossingsOf,
  findDueCrossings as findDueCrossingRows,
  findMembersWithPresences,
  findNeighbourhoodRadii,
  findNeighbours,
  findPeopleInPlaces,
  findPresencePlaces,
  findPresenceSources,
  findPresencesCrossedBy,
  findPresencesOf,
  findTouchedByNewPresences,
  findViewersOfPresences,
  hasCrossingOn,
  insertCrossings,
  insertPresences,
  lockMembers,
  type NewPresence,
  removeMemberFromCommunity,
} from './crossings.repository.ts';
import type { CrossingRow, PresenceRow } from './crossings.table.ts';
import { type DayRange, homeRanges, shiftDay, uncoveredSpan } from './presences.ts';

/** Today as the crossings count days: the UTC date of the app's clock. */
export const todayOf = (context: AppContext) => context.clock.now().toISOString().slice(0, 10);

const rulesOf = (context: AppContext) => ({ today: todayOf(context), nearMissDays: context.config.nearMissDays });

/** A member's presences from their confirmed trips and their home city on the other days. */
async function presencesOf(db: Queryable, memberId: string): Promise<NewPresence[]> {
  const { home, trips } = await findPresenceSources(db, memberId);
  const rows: NewPresence[] = trips.map((trip) => ({ memberId, ...trip }));
  if (home?.placeId) {
    for (const range of homeRanges(trips)) {
      rows.push({ memberId, placeId: home.placeId, ...range, visibility: home.visibility, excludedIds: [] });
    }
  }
  return rows;
}

/** What makes two presences the same, so that a member's unchanged presences keep their crossings. */
const presenceKey = (presence: NewPresence) =>
  [
    presence.placeId,
    presence.startsOn,
    presence.endsOn,
    presence.tripId ?? 'home',
    presence.visibility,
    [...(presence.excludedIds ?? [])].sort().join(','),
  ].join('|');

/** Home days of the member in the same place, seen by the same people: a home presence and what it replaces. */
const isSameHome = (a: PresenceRow, b: PresenceRow) =>
  a.tripId === null && b.tripId === null && a.placeId === b.placeId && a.visibility === b.visibility;

const overlap = (a: DayRange, b: DayRange) => a.startsOn <= b.endsOn && b.startsOn <= a.endsOn;

/** The smallest range holding all of these. */
const spanOf = (ranges: readonly DayRange[]): DayRange => ({
  startsOn: ranges.map((range) => range.startsOn).reduce((a, b) => (a < b ? a : b)),
  endsOn: ranges.map((range) => range.endsOn).reduce((a, b) => (a > b ? a : b)),
});

/**
 * Rewrites where a member is (their trips and home city) and the crossings that changes, inside the
 * transaction that changed a trip or the home city. Only what changed is rewritten, and only what
 * is new is looked for among the member's people: a new trip is; the home days it cuts out of
 * home days are not (whatever meets them met the days they were cut from, or is near the trip);
 * home days that take in a deleted trip's days are, on those days only.
 */
export async function refreshMember(context: AppContext, tx: Queryable, memberId: string) {
  const rules = rulesOf(context);
  await lockMembers(tx, [memberId]);
  const wanted = new Map((await presencesOf(tx, memberId)).map((row) => [presenceKey(row), row]));
  const current = await findPresencesOf(tx, memberId);
  const goneRows = current.filter((row) => !wanted.delete(presenceKey(row)));
  if (goneRows.length === 0 && wanted.size === 0) return;
  const gone = goneRows.map((row) => row.id);
  // Read before the gone presences take their crossings with them: the others' presences this
  // member (as viewer) crossed with them, and who saw each of them.
  const touched = new Set(await findPresencesCrossedBy(tx, gone));
  const seenBy = await findViewersOfPresences(tx, gone);
  await deletePresences(tx, gone);
  const added = await insertPresences(tx, [...wanted.values()]);
  await copyPresencesToCommunities(
    tx,
    added.map((row) => row.id),
  );
  await addNeighbourhoods(tx, [...new Set(added.map((row) => row.placeId))], context.config.crossingRadiusKm);
  if (added.length === 0) {
    await rewriteCrossingsAsViewer(context, tx, memberId, touched);
    return;
  }
  // Each new presence against what it replaces: the people who saw that, and the days that are new.
  const viewers = new Set<string>();
  const seeking: { id: string; days: DayRange }[] = [];
  for (const row of added) {
    const replaced = goneRows.filter((before) => isSameHome(row, before) && overlap(row, before));
    for (const before of replaced) for (const viewerId of seenBy.get(before.id) ?? []) viewers.add(viewerId);
    const newDays = replaced.length > 0 ? uncoveredSpan(row, replaced) : row;
    if (newDays) seeking.push({ id: row.id, days: newDays });
  }
  if (seeking.length > 0) {
    // Near the new days: the others' presences the member now sees, and who now sees the member.
    const news = { presenceIds: seeking.map((row) => row.id), days: spanOf(seeking.map((row) => row.days)) };
    const found = await findTouchedByNewPresences(tx, memberId, news, rules);
    for (const id of found.theirPresenceIds) touched.add(id);
    for (const id of found.viewerIds) viewers.add(id);
  }
  await rewriteCrossingsAsViewer(context, tx, memberId, touched);
  if (viewers.size > 0) {
    const scope = { viewerIds: [...viewers], otherIds: [memberId], theirPresenceIds: added.map((row) => row.id) };
    await insertCrossings(tx, scope, rules);
  }
}

/** Rewrites the member's crossings (as viewer) with these presences of others, against all of the member's presences. */
async function rewriteCrossingsAsViewer(
  context: AppContext,
  tx: Queryable,
  memberId: string,
  theirPresences: ReadonlySet<string>,
) {
  if (theirPresences.size === 0) return;
  const theirPresenceIds = [...theirPresences];
  await deleteCrossings(tx, { viewerIds: [memberId], theirPresenceIds });
  await insertCrossings(tx, { viewerIds: [memberId], theirPresenceIds }, rulesOf(context));
}

/**
 * Rewrites the crossings between two members both ways, inside the transaction that changed a level
 * or a block between them.
 */
export async function refreshPair(context: AppContext, tx: Queryable, memberId: string, otherId: string) {
  await lockMembers(tx, [memberId, otherId]);
  for (const [viewer, other] of [
    [memberId, otherId],
    [otherId, memberId],
  ] as const) {
    await deleteCrossings(tx, { viewerIds: [viewer], otherIds: [other] });
    await insertCrossings(tx, { viewerIds: [viewer], otherIds: [other] }, rulesOf(context));
  }
}

/** Rewrites the crossings these members see once a change to the people they chose (their contacts) is saved. */
export async function refreshViewers(context: AppContext, viewerIds: readonly string[]) {
  if (viewerIds.length === 0) return;
  await transactionRetryingDeadlocks(context.db, async (tx) => {
    await lockMembers(tx, viewerIds);
    await deleteCrossings(tx, { viewerIds });
    await insertCrossings(tx, { viewerIds }, rulesOf(context));
  });
  await context.events.publish('crossings.changed', { memberIds: [...viewerIds] });
}

/**
 * The neighbourhoods were found with another crossing radius than the one configured (a setting
 * changed between starts): forget them, so that they are found again at this radius, and rewrite
 * every member's crossings.
 */
export async function applyCrossingRadius(context: AppContext) {
  const radii = await findNeighbourhoodRadii(context.db);
  if (radii.every((radius) => radius === context.config.crossingRadiusKm)) return;
  const memberIds = await findMembersWithPresences(context.db);
  await context.db.transaction(async (tx) => {
    await clearNeighbourhoods(tx);
    await addNeighbourhoods(tx, await findPresencePlaces(tx), context.config.crossingRadiusKm);
    await deleteAllCrossings(tx);
  });
  const batchSize = 1000;
  for (let start = 0; start < memberIds.length; start += batchSize) {
    const viewerIds = memberIds.slice(start, start + batchSize);
    await context.db.transaction(async (tx) => {
      await lockMembers(tx, viewerIds);
      await insertCrossings(tx, { viewerIds }, rulesOf(context));
    });
  }
  context.log.info({ members: memberIds.length, radiusKm: context.config.crossingRadiusKm }, 'crossings rebuilt');
}

const summaryOf = (
  presence: Pick<PresenceRow, 'tripId' | 'startsOn' | 'endsOn'>,
  location: Location | undefined,
): TripSummary | null =>
  presence.tripId && location
    ? {
        id: presence.tripId,
        location,
        arrival_datetime: arrivalOf(presence.startsOn),
        departure_datetime: departureOf(presence.endsOn),
      }
    : null;

/**
 * `GET /crossings/`: the caller's crossings in a period, soonest first, each with the other member
 * as the caller may see them. A crossing with someone the caller can no longer see is left out.
 */
export async function listCrossings(
  context: AppContext,
  viewerId: string,
  query: z.output<typeof crossingsQuery>,
): Promise<ListSlice<Crossing>> {
  const from = (query.date_gte ?? context.clock.now().toISOString()).slice(0, 10);
  const to = query.date_lte?.slice(0, 10);
  const { count, rows } = await findCrossingsOf(
    context.db,
    viewerId,
    { from, to, kind: query.kind, tripId: query.trip },
    query,
  );
  return { count, results: await presentCrossings(context, viewerId, rows) };
}

/** A crossing as its list reads it: the crossing, and the viewer's and the other's presences it is made of. */
type CrossingListRow = Awaited<ReturnType<typeof findCrossingsOf>>['rows'][number];

/** Crossings with the other member as the viewer may see them and the places, in two queries; one with someone the viewer can no longer see is left out. */
async function presentCrossings(
  context: AppContext,
  viewerId: string,
  rows: readonly CrossingListRow[],
): Promise<Crossing[]> {
  const [users, locations] = await Promise.all([
    viewMembers(
      context,
      viewerId,
      rows.map((row) => row.crossing.otherId),
    ),
    findLocations(
      context.db,
      rows.flatMap((row) => [row.mine.placeId, row.theirs.placeId]),
    ),
  ]);
  return rows.flatMap(({ crossing, mine, theirs }): Crossing[] => {
    const user = users.get(crossing.otherId);
    const location = locations.get(crossing.placeId);
    if (!user || !location) return [];
    return [
      {
        user,
        kind: crossing.kind,
        location,
        arrival_datetime: arrivalOf(crossing.startsOn),
        departure_datetime: departureOf(crossing.endsOn),
        my_trip: summaryOf(mine, locations.get(mine.placeId)),
        their_trip: summaryOf(theirs, locations.get(theirs.placeId)),
      },
    ];
  });
}

/**
 * `GET /communities/{id}/crossings/`: the community's members who will be where the caller is in a
 * period (or, with `location`, in that place over the period; the next `communityLimits.crossingsDays`
 * days unless asked), in the shape of `GET /crossings/`, for its active members only. Co-members count by their public trips and the home cities they let
 * the caller see, never through a block.
 */
export async function listCommunityCrossings(
  context: AppContext,
  viewerId: string,
  communityId: string,
  query: z.output<typeof communityCrossingsQuery>,
): Promise<ListSlice<Crossing>> {
  const [community, membership] = await Promise.all([
    findCommunityRow(context.db, communityId),
    findMembershipRow(context.db, communityId, viewerId),
  ]);
  if (!community) throw new DomainError('community.not_found');
  // Members who asked to join or were invited are not in it yet: who will be where is for those who are.
  if (membership?.status !== 'active') throw new DomainError('community.not_member');
  if (query.location !== undefined) await addNeighbourhood(context, query.location);
  const { from } = periodOf(context, query);
  const to = query.date_lte?.slice(0, 10) ?? shiftDay(from, communityLimits.crossingsDays);
  const { count, rows } = await findCoMemberCrossings(
    context.db,
    viewerId,
    { communityId, from, to, placeId: query.location },
    rulesOf(context),
    query,
  );
  return { count, results: await presentCrossings(context, viewerId, rows) };
}

/** The period a list asks about, as days: from `date_gte` (today) to `date_lte` (open-ended). */
const periodOf = (context: AppContext, query: { date_gte?: string; date_lte?: string }) => ({
  from: (query.date_gte ?? context.clock.now().toISOString()).slice(0, 10),
  to: query.date_lte?.slice(0, 10) ?? 'infinity',
});

/** Pairs a place with the places within the crossing radius, if no presence was there yet. */
const addNeighbourhood = (context: AppContext, placeId: number) =>
  context.db.transaction((tx) => addNeighbourhoods(tx, [placeId], context.config.crossingRadiusKm));

/** The places within the crossing radius of a place, found first if no presence was there yet. */
export async function placesNear(context: AppContext, placeId: number) {
  await addNeighbourhood(context, placeId);
  return findNeighbours(context.db, placeId);
}

/**
 * Whether two members cross (here or there, not a near miss) on `day` at `placeId` or a place
 * within the crossing radius of it: where and when a meetup between them can be.
 */
export async function crossOn(context: AppContext, memberId: string, otherId: string, placeId: number, day: string) {
  return hasCrossingOn(context.db, memberId, otherId, await placesNear(context, placeId), day);
}

/**
 * Where a member is during [from, to] (days, `infinity` for open ends), as the crossings place
 * them: each confirmed trip, and the home city on the days no trip covers (the events around them).
 */
export async function findPresencesDuring(
  context: AppContext,
  memberId: string,
  period: { from: string; to: string },
): Promise<Pick<PresenceRow, 'placeId' | 'startsOn' | 'endsOn' | 'tripId'>[]> {
  // '-infinity' sorts before every date written as digits and 'infinity' after, so they compare like dates.
  return (await findPresencesOf(context.db, memberId))
    .filter((presence) => presence.startsOn <= period.to && presence.endsOn >= period.from)
    .map(({ placeId, startsOn, endsOn, tripId }) => ({ placeId, startsOn, endsOn, tripId }));
}

/** Searching people by place and seeing them on the map are pro features (SPEC §6): checked here, not only in the app. */
function assertPro(userType: UserType) {
  if (!isPro(userType)) throw new DomainError('forbidden');
}

function whereaboutsOf(presence: PresenceRow, location: Location): Whereabouts {
  const isTrip = presence.tripId !== null;
  return {
    kind: isTrip ? 'trip' : 'home',
    location,
    arrival_datetime: isTrip ? arrivalOf(presence.startsOn) : null,
    departure_datetime: isTrip ? departureOf(presence.endsOn) : null,
    trip_id: presence.tripId,
  };
}

/** The members and places of presences, as the viewer may see them, in two queries. */
async function presentPresences(context: AppContext, viewerId: string, presences: readonly PresenceRow[]) {
  const [users, locations] = await Promise.all([
    viewMembers(
      context,
      viewerId,
      presences.map((presence) => presence.memberId),
    ),
    findLocations(
      context.db,
      presences.map((presence) => presence.placeId),
    ),
  ]);
  return presences.flatMap((presence) => {
    const user = users.get(presence.memberId);
    const location = locations.get(presence.placeId);
    return user && location ? [{ user, whereabouts: whereaboutsOf(presence, location) }] : [];
  });
}

/**
 * `GET /users/` (pro): with `location`, the members the caller may see in or near that place during
 * the period (a visible trip there, or a home city there they let the caller see); without, the
 * people the caller chose, each where they are at the start of the period. By first name.
 */
export async function listPeople(
  context: AppContext,
  viewer: { id: string; userType: UserType },
  query: z.output<typeof usersQuery>,
): Promise<ListSlice<MemberInPlace>> {
  assertPro(viewer.userType);
  const period = periodOf(context, query);
  if (query.location !== undefined) {
    const placeIds = await placesNear(context, query.location);
    const { count, rows } = await findPeopleInPlaces(
      context.db,
      viewer.id,
      { placeIds, ...period, search: query.search },
      query,
    );
    const people = await presentPresences(
      context,
      viewer.id,
      rows.map((row) => row.presence),
    );
    return { count, results: people.map(({ user, whereabouts }) => ({ ...user, whereabouts })) };
  }
  // Each person once: where they are on the first day of the period (presences come by start).
  const firstOfEach = new Map<string, PresenceRow>();
  for (const presence of await findChosenPresences(context.db, viewer.id, period)) {
    if (!firstOfEach.has(presence.memberId)) firstOfEach.set(presence.memberId, presence);
  }
  const search = query.search ? foldForSearch(query.search) : null;
  const people = (await presentPresences(context, viewer.id, [...firstOfEach.values()]))
    .filter(
      ({ user }) =>
        !search || [user.display_name, user.username ?? ''].some((text) => foldForSearch(text).includes(search)),
    )
    .sort((a, b) => byFirstName(a.user, b.user));
  return {
    count: people.length,
    results: people
      .slice(query.offset, query.offset + query.limit)
      .map(({ user, whereabouts }) => ({ ...user, whereabouts })),
  };
}

/**
 * Where each of these members is during a period (in or near `locationId` when given), as a
 * member sharing a community with them may see it: their first public trip or visible home city in
 * the period. Members with no such presence, and members blocked either way, are left out.
 */
export async function findWhereaboutsOf(
  context: AppContext,
  viewerId: string,
  memberIds: readonly string[],
  filter: { dateGte?: string; dateLte?: string; locationId?: number },
): Promise<Map<string, Whereabouts>> {
  const placeIds = filter.locationId === undefined ? undefined : await placesNear(context, filter.locationId);
  const period = periodOf(context, { date_gte: filter.dateGte, date_lte: filter.dateLte });
  const found = await findCoMemberPresences(context.db, viewerId, memberIds, { ...period, placeIds });
  const locations = await findLocations(
    context.db,
    found.map((presence) => presence.placeId),
  );
  const whereabouts = new Map<string, Whereabouts>();
  for (const presence of found) {
    const location = locations.get(presence.placeId);
    if (location) whereabouts.set(presence.memberId, whereaboutsOf(presence, location));
  }
  return whereabouts;
}

const byFirstName = (a: User, b: User) =>
  a.first_name.localeCompare(b.first_name) || a.display_name.localeCompare(b.display_name) || a.id.localeCompare(b.id);

/**
 * `GET /users/map/` (pro): every place where the people the caller chose are during the period —
 * their home city once and each trip — as the caller may see them.
 */
export async function findMapPoints(
  context: AppContext,
  viewer: { id: string; userType: UserType },
  query: z.output<typeof mapQuery>,
): Promise<MapPoints> {
  assertPro(viewer.userType);
  const presences = await findChosenPresences(context.db, viewer.id, periodOf(context, query));
  // A home city split by trips is one point on the map.
  const seenHomes = new Set<string>();
  const points = presences.filter((presence) => {
    if (presence.tripId) return true;
    if (seenHomes.has(presence.memberId)) return false;
    seenHomes.add(presence.memberId);
    return true;
  });
  return { results: await presentPresences(context, viewer.id, points) };
}

/** A crossing as the alerts read it. */
export type AlertableCrossing = Pick<
  CrossingRow,
  'viewerId' | 'otherId' | 'kind' | 'placeId' | 'startsOn' | 'endsOn' | 'myTripId' | 'theirTripId'
>;

const alertable = ({ viewerId, otherId, kind, placeId, startsOn, endsOn, myTripId, theirTripId }: CrossingRow) => ({
  viewerId,
  otherId,
  kind,
  placeId,
  startsOn,
  endsOn,
  myTripId,
  theirTripId,
});

/**
 * The crossings (here and there) whose alert is due on `today` (YYYY-MM-DD): from the viewer's lead
 * days before they start until they end.
 */
export async function findDueCrossings(db: Queryable, today: string): Promise<AlertableCrossing[]> {
  return (await findDueCrossingRows(db, today, alertLeadDays.max)).map((row) => alertable(row.crossing));
}

/** The crossings (here and there) where one of these members is the viewer or the other. */
export async function findCrossingsInvolving(
  db: Queryable,
  memberIds: readonly string[],
): Promise<AlertableCrossing[]> {
  return (await findCrossingRowsInvolving(db, memberIds)).map(alertable);
}

/**
 * What stays the same about a crossing while its trips move: who, which way, and which trips (a
 * home city is "home"). Alerts are made once per recipient and key.
 */
export const alertKeyOf = (crossing: Pick<AlertableCrossing, 'kind' | 'otherId' | 'myTripId' | 'theirTripId'>) =>
  `${crossing.kind}:${crossing.otherId}:${crossing.myTripId ?? 'home'}:${crossing.theirTripId ?? 'home'}`;

/**
 * Keeps the crossings up to date as what they are made of changes: a member's trips and home
 * city, the levels and blocks between two members, the contacts a member sorted.
 */
export function subscribeCrossingsToEvents(context: AppContext) {
  // Crossings are rewritten inside the transaction that changes what they are made of, so that no
  // reader ever sees a trip through what it was before (a trip just hidden, a level just lowered);
  // the alerts follow once it has committed.
  const announceChanged = (memberIds: string[]) => context.events.publish('crossings.changed', { memberIds });
  for (const event of ['trip.saved', 'trip.deleted'] as const) {
    context.events.subscribeInTransaction(event, ({ ownerId }, tx) => refreshMember(context, tx, ownerId));
  }
  // A new description or notify flag moves no crossing: the alerts need not follow.
  context.events.subscribe('trip.saved', ({ ownerId, isMoved }) => (isMoved ? announceChanged([ownerId]) : undefined));
  context.events.subscribe('trip.deleted', ({ ownerId }) => announceChanged([ownerId]));
  context.events.subscribeInTransaction('member.home_changed', ({ memberId }, tx) =>
    refreshMember(context, tx, memberId),
  );
  context.events.subscribe('member.home_changed', ({ memberId }) => announceChanged([memberId]));
  for (const event of [
    'connection.accepted',
    'connection.level_changed',
    'connection.blocked',
    'connection.unblocked',
    'connection.removed',
  ] as const) {
    context.events.subscribeInTransaction(event, ({ memberId, otherId }, tx) =>
      refreshPair(context, tx, memberId, otherId),
    );
    context.events.subscribe(event, ({ memberId, otherId }) => announceChanged([memberId, otherId]));
  }
  // Each community's copy of its members' presences follows who is an active member, in the same
  // transaction, holding the member as a trip save does: a presence saved meanwhile is never missed
  // by a member's arrival, nor left behind by their leaving.
  context.events.subscribeInTransaction('community.member_activated', async ({ communityId, memberId }, tx) => {
    await lockMembers(tx, [memberId]);
    await copyMembersToCommunity(tx, communityId, [memberId]);
  });
  context.events.subscribeInTransaction('community.member_removed', async ({ communityId, memberId }, tx) => {
    await lockMembers(tx, [memberId]);
    await removeMemberFromCommunity(tx, communityId, memberId);
  });
  // Contacts change only whom a member chose, never what anyone may see: rewritten after they are saved.
  context.events.subscribe('contacts.network_changed', ({ ownerIds }) => refreshViewers(context, ownerIds));
}
