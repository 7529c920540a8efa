import type { CrossingKind } from '@here-and-there/contracts';
import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, type Database, isAnyOf, preparedByShape, type Queryable } from '../../platform/db.ts';
// A community's active members: its copy of their presences follows who they are.
import { communityMembers } from '../communities/communities.table.ts';
// Crossings are read through the tables of the trips and home cities they are made of, and the
// levels and blocks between members: table-level links, so that one statement of PostgreSQL does
// the work for thousands of people instead of Node loading their trips (DESIGN §7).
import { connections } from '../connections/connections.table.ts';
import { contacts } from '../contacts/contacts.table.ts';
import { places } from '../locations/locations.table.ts';
import { trips } from '../trips/trips.table.ts';
import { members } from '../users/users.table.ts';
import {
  communityPresences,
  crossings,
  neighbourhoodPlaces,
  type PresenceRow,
  placeNeighbours,
  presences,
} from './crossings.table.ts';
import type { DayRange } from './presences.ts';

/** Serialises changes to one member's presences and crossings (two trip saves at once, say). */
export async function lockMembers(db: Queryable, memberIds: readonly string[]) {
  for (const id of [...new Set(memberIds)].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`crossings:${id}`}, 0))`);
  }
}

/** A member's confirmed trips as ranges of days, and their home city with who may see it. */
export async function findPresenceSources(db: Queryable, memberId: string) {
  const [home] = await db
    .select({ placeId: members.baseLocationId, visibility: members.locationVisibility })
    .from(members)
    .where(eq(members.id, memberId));
  const confirmed = await db
    .select({
      tripId: trips.id,
      placeId: trips.locationId,
      startsOn: trips.arrivalOn,
      endsOn: trips.departureOn,
      visibility: trips.visibility,
      excludedIds: trips.visibilityExclusions,
    })
    .from(trips)
    .where(and(eq(trips.ownerId, memberId), eq(trips.status, 'confirmed')));
  return { home, trips: confirmed };
}

export type NewPresence = typeof presences.$inferInsert;

export function findPresencesOf(db: Queryable, memberId: string) {
  return db.select().from(presences).where(eq(presences.memberId, memberId));
}

/** Removes presences; their crossings go with them (foreign keys). */
export async function deletePresences(db: Queryable, ids: readonly string[]) {
  if (ids.length > 0) await db.delete(presences).where(isAnyOf(presences.id, ids));
}

export async function insertPresences(db: Queryable, rows: NewPresence[]) {
  if (rows.length === 0) return [];
  return db.insert(presences).values(rows).returning();
}

/** What a community copies of a presence: only what its co-members may ever see (homes and public trips). */
const copiedToCommunities = sql`(${presences.tripId} is null or ${presences.visibility} = 'public')`;
const copyOf = (community: SQL) => sql`
  insert into ${communityPresences} (community_id, presence_id, member_id, place_id, starts_on, ends_on, trip_id,
    visibility, excluded_ids)
  select ${community}, ${presences.id}, ${presences.memberId}, ${presences.placeId}, ${presences.startsOn},
    ${presences.endsOn}, ${presences.tripId}, ${presences.visibility}, ${presences.excludedIds}
  from ${presences}`;

/** Copies new presences into the communities their member is an active member of. */
export async function copyPresencesToCommunities(db: Queryable, presenceIds: readonly string[]) {
  if (presenceIds.length === 0) return;
  await db.execute(sql`${copyOf(sql`${communityMembers.communityId}`)}
    join ${communityMembers} on ${communityMembers.memberId} = ${presences.memberId}
      and ${communityMembers.status} = 'active'
    where ${isAnyOf(presences.id, presenceIds)} and ${copiedToCommunities}
    on conflict do nothing`);
}

/** Copies the presences of members who became active members of a community into it. */
export async function copyMembersToCommunity(db: Queryable, communityId: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return;
  await db.execute(sql`${copyOf(sql`${communityId}::uuid`)}
    where ${isAnyOf(presences.memberId, memberIds)} and ${copiedToCommunities}
    on conflict do nothing`);
}

/** Takes a member who is no longer an active member out of a community's copy. */
export async function removeMemberFromCommunity(db: Queryable, communityId: string, memberId: string) {
  await db.execute(sql`delete from ${communityPresences}
    where ${communityPresences.communityId} = ${communityId} and ${communityPresences.presenceId} in (
      select ${presences.id} from ${presences} where ${presences.memberId} = ${memberId})`);
}

/** The places among these whose neighbours are not known yet at this radius. */
export async function findPlacesWithoutNeighbourhood(db: Queryable, placeIds: readonly number[], radiusKm: number) {
  if (placeIds.length === 0) return [];
  const known = await db
    .select({ placeId: neighbourhoodPlaces.placeId })
    .from(neighbourhoodPlaces)
    .where(and(inArray(neighbourhoodPlaces.placeId, [...placeIds]), eq(neighbourhoodPlaces.radiusKm, radiusKm)));
  const knownIds = new Set(known.map((row) => row.placeId));
  return [...new Set(placeIds)].filter((id) => !knownIds.has(id));
}

/** Great-circle distance in km between two places of the `places` table (haversine). */
const distanceKm = (a: string, b: string) =>
  sql.raw(`12742.0176 * asin(least(1, sqrt(
    power(sin(radians(${b}.latitude - ${a}.latitude) / 2), 2)
    + cos(radians(${a}.latitude)) * cos(radians(${b}.latitude))
    * power(sin(radians(${b}.longitude - ${a}.longitude) / 2), 2))))`);

/**
 * Adds places to the neighbourhood table: each new place is paired, both ways, with itself and
 * with every place already there within the radius. One lock for all, so two places added at once
 * still find each other.
 */
export async function addNeighbourhoods(db: Queryable, placeIds: readonly number[], radiusKm: number) {
  if (placeIds.length === 0) return;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('crossings:neighbourhoods', 0))`);
  const fresh = await findPlacesWithoutNeighbourhood(db, placeIds, radiusKm);
  for (const placeId of fresh) {
    await db
      .insert(neighbourhoodPlaces)
      .values({ placeId, radiusKm })
      .onConflictDoUpdate({ target: neighbourhoodPlaces.placeId, set: { radiusKm } });
    await db.execute(sql`
      insert into ${placeNeighbours} (place_id, neighbour_id)
      select pair.place_id, pair.neighbour_id
      from ${neighbourhoodPlaces} known
      join ${places} a on a.id = ${placeId}
      join ${places} b on b.id = known.place_id
      cross join lateral (values (a.id, b.id), (b.id, a.id)) as pair(place_id, neighbour_id)
      where ${distanceKm('a', 'b')} <= ${radiusKm}
      on conflict do nothing`);
  }
}

/** The places within the crossing radius of a place (itself included), once its neighbourhood is known. */
export async function findNeighbours(db: Queryable, placeId: number) {
  const rows = await db
    .select({ neighbourId: placeNeighbours.neighbourId })
    .from(placeNeighbours)
    .where(eq(placeNeighbours.placeId, placeId));
  return rows.map((row) => row.neighbourId);
}

/** Forgets every neighbourhood (after the radius changed): they are found again as places are used. */
export async function clearNeighbourhoods(db: Queryable) {
  await db.delete(placeNeighbours);
  await db.delete(neighbourhoodPlaces);
}

/** Every member who is somewhere: a home city or a confirmed trip. */
export async function findMembersWithPresences(db: Queryable) {
  const rows = await db.selectDistinct({ memberId: presences.memberId }).from(presences);
  return rows.map((row) => row.memberId);
}

/** Every place some presence is at. */
export async function findPresencePlaces(db: Queryable) {
  const rows = await db.selectDistinct({ placeId: presences.placeId }).from(presences);
  return rows.map((row) => row.placeId);
}

export async function deleteAllCrossings(db: Queryable) {
  await db.delete(crossings);
}

export async function findNeighbourhoodRadii(db: Queryable) {
  const rows = await db.selectDistinct({ radiusKm: neighbourhoodPlaces.radiusKm }).from(neighbourhoodPlaces);
  return rows.map((row) => row.radiusKm);
}

/**
 * Whether the viewer may see a presence (DESIGN §5), in SQL: `presence` names a presences row,
 * `standing` a row with the viewer's connection to its member (`status`, `other_level`: how the
 * member holds the viewer; nulls for none). A trip at its visibility, a home city at the member's
 * home-city level; never for a viewer the trip excludes. (Blocks are left out before: a blocked
 * pair has no standing row.) It is the SQL twin of `isVisibleTo` of the users module's policy.
 */
const isPresenceVisible = (presence: string, viewerId: SQL, standing: string) => {
  const [p, s] = [sql.raw(presence), sql.raw(standing)];
  return sql`(not (${viewerId} = any(${p}.excluded_ids))
    and (${p}.visibility = 'public'
      or (${p}.visibility = 'general-network' and ${s}.status = 'active' and ${s}.other_level in ('general', 'close'))
      or (${p}.visibility = 'close-network' and ${s}.status = 'active' and ${s}.other_level = 'close')))`;
};

/**
 * Whether the viewer may see a presence of someone they share a community with (DESIGN §5): their
 * public trips only, and their home city at its level, never through a block either way or a
 * trip's exclusion. `standing` names the viewer's connections row with the member (nulls for none).
 */
const isVisibleToCoMember = (presence: string, viewerId: SQL, standing: string) => {
  const [p, s] = [sql.raw(presence), sql.raw(standing)];
  return sql`(${p}.trip_id is null or ${p}.visibility = 'public')
    and ${s}.level is distinct from 'block' and ${s}.other_level is distinct from 'block'
    and ${isPresenceVisible(presence, viewerId, standing)}`;
};

/**
 * The people each member chose (DESIGN §5) — agreed connections they hold at general or close, and
 * members their contacts sorted at general or close link to — neither blocking the other, with the
 * viewer's standing for the visibility rules: `status` and `other_level` (how the other holds the
 * viewer) of their connection, nulls for none. A pair chosen both ways reads the same connection
 * row, so the union keeps it once. `where` narrows the pairs.
 */
const chosenPeople = (where: CrossingScope) => {
  const byConnection: SQL[] = [
    sql`c.status = 'active'`,
    sql`c.level in ('general', 'close')`,
    sql`c.other_level in ('general', 'close')`,
  ];
  const byContact: SQL[] = [
    sql`k.linked_user_id is not null`,
    sql`k.linked_user_id <> k.owner_id`,
    sql`k.connection_type in ('general', 'close')`,
    sql`c.level is distinct from 'block'`,
    sql`c.other_level is distinct from 'block'`,
  ];
  if (where.viewerIds) {
    byConnection.push(isAnyOf(sql.raw('c.member_id'), where.viewerIds));
    byContact.push(isAnyOf(sql.raw('k.owner_id'), where.viewerIds));
  }
  if (where.otherIds) {
    byConnection.push(isAnyOf(sql.raw('c.other_id'), where.otherIds));
    byContact.push(isAnyOf(sql.raw('k.linked_user_id'), where.otherIds));
  }
  if (where.theirPresenceIds) {
    // Only the people whose presences these are, not every person the viewers chose. As an array,
    // computed once up front: as an `in (…)` semi-join PostgreSQL probed the presences of each of a
    // hub's 5,000 people for the given ones (100 ms on a million members) instead of reading the
    // few owners and then their connections.
    const owners = sql`any(array(select p.member_id from ${presences} p where ${isAnyOf(sql.raw('p.id'), where.theirPresenceIds)}))`;
    byConnection.push(sql`c.other_id = ${owners}`);
    byContact.push(sql`k.linked_user_id = ${owners}`);
  }
  return sql`
    select c.member_id as viewer_id, c.other_id, c.status, c.other_level
    from ${connections} c where ${sql.join(byConnection, sql` and `)}
    union
    select k.owner_id, k.linked_user_id, c.status, c.other_level
    from ${contacts} k
    left join ${connections} c on c.member_id = k.owner_id and c.other_id = k.linked_user_id
    where ${sql.join(byContact, sql` and `)}`;
};

/** Which crossings a statement is about: pairs of members, and optionally some presences of the others. */
export interface CrossingScope {
  viewerIds?: readonly string[];
  otherIds?: readonly string[];
  /** Only these presences of the others. */
  theirPresenceIds?: readonly string[];
}

export interface CrossingRules {
  today: string;
  nearMissDays: number;
}

/**
 * Presence `m` of a viewer and presence `t` of another overlap or are at most `nearMissDays`
 * apart, are not over before `today` minus those days, and are not both home.
 */
const meetsInTime = (m: string, t: string, rules: CrossingRules) =>
  sql`(${sql.raw(m)}.trip_id is not null or ${sql.raw(t)}.trip_id is not null) and ${isNearInTime(m, t, rules)}`;

/** Presences `m` and `t` overlap or are at most `nearMissDays` apart, and are not over before `today` minus those days. */
const isNearInTime = (m: string, t: string, rules: CrossingRules) => {
  const [mine, theirs, n] = [sql.raw(m), sql.raw(t), rules.nearMissDays];
  return sql`${theirs}.starts_on <= ${mine}.ends_on + ${n}::int and ${mine}.starts_on <= ${theirs}.ends_on + ${n}::int
    and least(${mine}.ends_on, ${theirs}.ends_on) >= ${rules.today}::date - ${n}::int`;
};

/**
 * Each presence of a viewer against each presence of someone they chose that they may see — the
 * other's trip at its visibility or their home city at its level, never when either blocked the
 * other or the viewer is excluded — in a neighbouring place, overlapping or at most
 * `nearMissDays` apart, not over before `today` minus those days. Home against home is no
 * crossing. Pairs are found from the viewer's people, one index range each (DESIGN §7), and a
 * pair of presences is checked for time before place. Given some presences of the others, the
 * search starts from those: each one's viewers, and their presences near its days.
 */
function candidatesOf(scope: CrossingScope, rules: CrossingRules) {
  const [theirs, pairs] = scope.theirPresenceIds
    ? [
        sql`theirs as materialized (
          select * from ${presences} f where ${isAnyOf(sql.raw('f.id'), scope.theirPresenceIds)}),`,
        sql`theirs t join standing s on s.other_id = t.member_id`,
      ]
    : [sql``, sql`standing s join ${presences} t on t.member_id = s.other_id`];
  return sql`
    standing as materialized (${chosenPeople(scope)}),
    ${theirs}
    candidates as materialized (
      select s.viewer_id, s.other_id,
        m.id as my_id, m.place_id as my_place, m.starts_on as my_starts, m.ends_on as my_ends, m.trip_id as my_trip,
        m.trip_id is not null as my_away, t.id as their_id, t.place_id as their_place, t.starts_on as their_starts, t.ends_on as their_ends,
        t.trip_id as their_trip
      from ${pairs}
      join ${presences} m on m.member_id = s.viewer_id and ${meetsInTime('m', 't', rules)}
      join ${placeNeighbours} nb on nb.place_id = t.place_id and nb.neighbour_id = m.place_id
      where ${isPresenceVisible('t', sql`s.viewer_id`, 's')}
    )`;
}

/**
 * `presence` (a presences row of the statement) is in one of `placeIds`, over days that meet or
 * nearly meet `days`.
 */
const isNear = (presence: string, placeIds: readonly number[], nearMissDays: number, days: DayRange) => {
  const p = sql.raw(presence);
  return sql`${p}.place_id = any(${sql.param([...placeIds])}::int[])
    and ${p}.starts_on <= ${days.endsOn}::date + ${nearMissDays}::int
    and ${p}.ends_on >= ${days.startsOn}::date - ${nearMissDays}::int`;
};

/** The places within the crossing radius of these presences' places. */
async function findPlacesNear(db: Queryable, presenceIds: readonly string[]) {
  const rows = await db
    .selectDistinct({ placeId: placeNeighbours.neighbourId })
    .from(placeNeighbours)
    .innerJoin(presences, eq(presences.placeId, placeNeighbours.placeId))
    .where(isAnyOf(presences.id, presenceIds));
  return rows.map((row) => row.placeId);
}

/**
 * The crossings among the statement's `candidates` (DESIGN §5), as the relation `found`: the pairs
 * that overlap (here when the viewer is at home, there when away), and for a presence of the other
 * that crosses none of the viewer's, the nearest near miss. `candidates` has the columns of
 * `candidatesOf`; `found` adds `kind`, `starts_on` and `ends_on` (when they are both there; for a
 * near miss, the other's days nearest the viewer's).
 */
const crossingsAmongCandidates = (nearMissDays: number) => {
  const n = nearMissDays;
  return sql`
    classified as (
      select *,
        their_starts <= my_ends and my_starts <= their_ends as meets,
        -- Only the finite side of a near miss is subtracted: an open home range has infinite ends.
        case when their_starts > my_ends then their_starts - my_ends
          when my_starts > their_ends then my_starts - their_ends else 0 end as gap
      from candidates
    ),
    ranked as (
      select *,
        bool_or(meets) over (partition by viewer_id, their_id) as crosses,
        row_number() over (partition by viewer_id, their_id, meets order by gap, my_starts) as nearest
      from classified
    ),
    found as (
      select *,
        (case when not meets then 'near_miss' when not my_away then 'here' else 'there' end)::crossing_kind as kind,
        case when meets then greatest(my_starts, their_starts) else greatest(their_starts, my_starts - ${n}::int) end
          as starts_on,
        case when meets then least(my_ends, their_ends) else least(their_ends, my_ends + ${n}::int) end as ends_on
      from ranked
      where meets or (not crosses and nearest = 1)
    )`;
};

/**
 * Writes the crossings in `scope` (DESIGN §5). The near misses of an other's presence depend on
 * all of the viewer's presences, so a scope restricted to some of the other's presences must hold
 * all of the viewer's.
 */
export async function insertCrossings(db: Queryable, scope: CrossingScope, rules: CrossingRules) {
  await db.execute(sql`
    with ${candidatesOf(scope, rules)},
    ${crossingsAmongCandidates(rules.nearMissDays)}
    insert into ${crossings}
      (viewer_id, other_id, kind, my_presence_id, their_presence_id, place_id, starts_on, ends_on, my_trip_id, their_trip_id)
    select viewer_id, other_id, kind, my_id, their_id, their_place, starts_on, ends_on, my_trip, their_trip
    from found
    on conflict do nothing`);
}

/**
 * What some new presences of a member touch, found in one pass over the member's people — those
 * the member chose and those who chose the member — reading each person's presences near `days`
 * once: the others' presences the member (as viewer) may now meet or nearly meet, and the people
 * who may now meet or nearly meet one of the new presences. Both through the visibility rules, as
 * `candidatesOf` finds them.
 */
export async function findTouchedByNewPresences(
  db: Queryable,
  memberId: string,
  added: { presenceIds: readonly string[]; days: DayRange },
  rules: CrossingRules,
) {
  // The places are read first and given as values, so that PostgreSQL plans with their sizes: it
  // reads each person's presences when the places are crowded (a city of 600,000 presences, of
  // which 80,000 on the days), and the places' presences when the person has thousands of people
  // (which the connections' larger statistics sample, migration 0007, lets it know).
  const placeIds = await findPlacesNear(db, added.presenceIds);
  const result = await db.execute<{ side: 'theirs' | 'viewer'; id: string }>(sql`
    with chosen as materialized (${chosenPeople({ viewerIds: [memberId] })}),
    choosers as materialized (${chosenPeople({ otherIds: [memberId] })}),
    people as (select other_id as member_id from chosen union select viewer_id from choosers),
    nearby as materialized (
      select p.id, p.member_id, p.place_id, p.starts_on, p.ends_on, p.trip_id, p.visibility, p.excluded_ids
      from people join ${presences} p on p.member_id = people.member_id
      where ${isNear('p', placeIds, rules.nearMissDays, added.days)}
    ),
    added as (select * from ${presences} f where ${isAnyOf(sql.raw('f.id'), added.presenceIds)})
    select 'theirs' as side, t.id
    from nearby t
    join chosen s on s.other_id = t.member_id
    join added m on ${meetsInTime('m', 't', rules)}
    join ${placeNeighbours} nb on nb.place_id = t.place_id and nb.neighbour_id = m.place_id
    where ${isPresenceVisible('t', sql`s.viewer_id`, 's')}
    union
    select 'viewer', m.member_id
    from nearby m
    join choosers s on s.viewer_id = m.member_id
    join added t on ${meetsInTime('m', 't', rules)}
    join ${placeNeighbours} nb on nb.place_id = t.place_id and nb.neighbour_id = m.place_id
    where ${isPresenceVisible('t', sql`s.viewer_id`, 's')}`);
  const idsOf = (side: 'theirs' | 'viewer') => result.rows.filter((row) => row.side === side).map((row) => row.id);
  return { theirPresenceIds: idsOf('theirs'), viewerIds: idsOf('viewer') };
}

/** The others' presences in crossings made with these presences of a viewer. */
export async function findPresencesCrossedBy(db: Queryable, myPresenceIds: readonly string[]) {
  if (myPresenceIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: crossings.theirPresenceId })
    .from(crossings)
    .where(isAnyOf(crossings.myPresenceId, myPresenceIds));
  return rows.map((row) => row.id);
}

/** The viewers of crossings made with each of these presences (as the other's), by presence. */
export async function findViewersOfPresences(db: Queryable, theirPresenceIds: readonly string[]) {
  const viewersOf = new Map<string, string[]>();
  if (theirPresenceIds.length === 0) return viewersOf;
  const rows = await db
    .selectDistinct({ presenceId: crossings.theirPresenceId, viewerId: crossings.viewerId })
    .from(crossings)
    .where(isAnyOf(crossings.theirPresenceId, theirPresenceIds));
  for (const { presenceId, viewerId } of rows) {
    const viewerIds = viewersOf.get(presenceId) ?? [];
    viewerIds.push(viewerId);
    viewersOf.set(presenceId, viewerIds);
  }
  return viewersOf;
}

/** Removes the crossings in `scope` (a viewer, an other, both, or some of the others' presences). */
export async function deleteCrossings(db: Queryable, scope: CrossingScope) {
  const conditions: SQL[] = [];
  if (scope.viewerIds) conditions.push(isAnyOf(crossings.viewerId, scope.viewerIds));
  if (scope.otherIds) conditions.push(isAnyOf(crossings.otherId, scope.otherIds));
  if (scope.theirPresenceIds) conditions.push(isAnyOf(crossings.theirPresenceId, scope.theirPresenceIds));
  if (conditions.length === 0) return;
  await db.delete(crossings).where(and(...conditions));
}

/** A viewer's list of crossings: the period, and optionally one kind or one trip. */
export interface CrossingsFilter {
  from: string;
  to?: string;
  kind?: CrossingKind;
  tripId?: string;
}

type CrossingsFilterShape = { to: boolean; kind: boolean; trip: boolean };

/** The conditions of a list, with a placeholder for each value the list's filters give. */
function crossingsConditions(shape: CrossingsFilterShape) {
  const conditions = [
    eq(crossings.viewerId, sql.placeholder('viewerId')),
    gte(crossings.endsOn, sql.placeholder('from')),
  ];
  if (shape.to) conditions.push(lte(crossings.startsOn, sql.placeholder('to')));
  if (shape.kind) conditions.push(eq(crossings.kind, sql.placeholder('kind')));
  if (shape.trip) {
    conditions.push(
      or(eq(crossings.myTripId, sql.placeholder('tripId')), eq(crossings.theirTripId, sql.placeholder('tripId')))!,
    );
  }
  return and(...conditions);
}

/** A page of a list and the size of the whole list, prepared for each combination of filters. */
const crossingsStatements = preparedByShape('crossings_of_viewer', (db, shape: CrossingsFilterShape, name) => {
  const where = crossingsConditions(shape);
  const mine = alias(presences, 'mine');
  const theirs = alias(presences, 'theirs');
  // What a crossing shows of each presence: where and when, and the trip.
  const shown = (presence: typeof mine | typeof theirs) => ({
    placeId: presence.placeId,
    startsOn: presence.startsOn,
    endsOn: presence.endsOn,
    tripId: presence.tripId,
  });
  return {
    page: db
      .select({
        crossing: {
          otherId: crossings.otherId,
          kind: crossings.kind,
          placeId: crossings.placeId,
          startsOn: crossings.startsOn,
          endsOn: crossings.endsOn,
        },
        mine: shown(mine),
        theirs: shown(theirs),
      })
      .from(crossings)
      .innerJoin(mine, eq(mine.id, crossings.myPresenceId))
      .innerJoin(theirs, eq(theirs.id, crossings.theirPresenceId))
      .where(where)
      .orderBy(asc(crossings.startsOn), asc(crossings.endsOn), asc(crossings.otherId), asc(crossings.theirPresenceId))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${name}_page`),
    count: db.select({ count: sql<number>`count(*)::int` }).from(crossings).where(where).prepare(`${name}_count`),
  };
});

/**
 * A viewer's crossings in a period (ending on or after `from`, starting on or before `to`), soonest
 * first, with the two presences each is made of, and how many there are in all. They are read as
 * stored: every change of a trip, a home city, a level or a block rewrites them in its own
 * transaction. The dashboard opens on this list: its statements are prepared.
 */
export async function findCrossingsOf(
  db: Database,
  viewerId: string,
  filter: CrossingsFilter,
  window: { limit: number; offset: number },
) {
  const { page, count } = crossingsStatements(db, { to: !!filter.to, kind: !!filter.kind, trip: !!filter.tripId });
  const parameters = { viewerId, ...filter, ...window };
  const [rows, [total]] = await Promise.all([page.execute(parameters), count.execute(parameters)]);
  return { count: total!.count, rows };
}

/** Who and when a list of crossings computed on read is about. */
export interface CoMemberCrossingsFilter {
  /** The community whose active members the crossings are with. */
  communityId: string;
  from: string;
  to: string;
  /** Crossings with a stay of the viewer in this place over the period, in place of where they will be. */
  placeId?: number;
}

/**
 * The viewer's crossings with the active members of a community — with their public trips and the
 * home cities the viewer may see (`isVisibleToCoMember`), never a member blocked either way —
 * soonest first, by the rules of the crossings table, computed on read, and how many there are in
 * all. With a place, the viewer's presences are one stay there over the period, and its near
 * misses are listed too.
 *
 * The search starts from the viewer's presences, not from the members (bench/README.md, "Crossings
 * inside a community"): the places near each, and there the presences over the days that may meet
 * it, read from the community's own copy of its members' presences (`community_presences`). Read
 * member by member, a community of 10,000 is 10,000 index ranges on every call, whatever the
 * viewer's places (2.6 to 6 times slower); read from all the presences of those places and kept
 * when their member is in the community, a member's big cities meant ten times the rows the
 * community holds there.
 */
export async function findCoMemberCrossings(
  db: Queryable,
  viewerId: string,
  filter: CoMemberCrossingsFilter,
  rules: CrossingRules,
  window: { limit: number; offset: number },
) {
  const n = rules.nearMissDays;
  const viewer = sql`${viewerId}::uuid`;
  // The days a crossing must touch to be listed: the period, or with a stay, every day a near miss
  // of it may fall on.
  const [shownFrom, shownTo] =
    filter.placeId === undefined
      ? [sql`${filter.from}::date`, sql`${filter.to}::date`]
      : [sql`${filter.from}::date - ${n}::int`, sql`${filter.to}::date + ${n}::int`];
  const mine =
    filter.placeId === undefined
      ? sql`select id, place_id, starts_on, ends_on, trip_id, trip_id is not null as away
          from ${presences} where member_id = ${viewer}`
      : sql`select null::uuid as id, ${filter.placeId}::int as place_id, ${filter.from}::date as starts_on,
          ${filter.to}::date as ends_on, null::uuid as trip_id, true as away`;
  const result = await db.execute<CoMemberCrossingRow>(sql`
    with mine as materialized (${mine}),
    -- Each of the viewer's presences not over before today with each place within the crossing
    -- radius of its own.
    near as materialized (
      select m.*, nb.neighbour_id
      from mine m join ${placeNeighbours} nb on nb.place_id = m.place_id
      where m.ends_on >= ${rules.today}::date - ${n}::int
    ),
    searched as materialized (
      -- Each place near one of the viewer's presences that may make a listed crossing, with the
      -- days to read there, and whether the viewer is ever away there (else only trips meet them).
      select neighbour_id as place_id, bool_or(away) as is_away,
        greatest(min(starts_on) - ${n}::int, ${shownFrom}) as first_day,
        least(max(ends_on) + ${n}::int, ${shownTo}) as last_day
      from near
      where starts_on - ${n}::int <= ${shownTo} and ends_on + ${n}::int >= ${shownFrom}
      group by neighbour_id
    ),
    theirs as materialized (
      select t.presence_id as id, t.member_id, t.place_id, t.starts_on, t.ends_on, t.trip_id
      from searched q
      join ${communityPresences} t on t.community_id = ${filter.communityId}::uuid and t.place_id = q.place_id
        and t.starts_on <= q.last_day and t.ends_on >= q.first_day
      left join ${connections} s on s.member_id = ${viewer} and s.other_id = t.member_id
      where (q.is_away or t.trip_id is not null)
        and t.member_id <> ${viewer}
        and ${isVisibleToCoMember('t', viewer, 's')}
    ),
    candidates as (
      select ${viewer} as viewer_id, t.member_id as other_id,
        m.id as my_id, m.place_id as my_place, m.starts_on as my_starts, m.ends_on as my_ends, m.trip_id as my_trip,
        m.away as my_away, t.id as their_id, t.place_id as their_place, t.starts_on as their_starts,
        t.ends_on as their_ends, t.trip_id as their_trip
      from theirs t
      join near m on m.neighbour_id = t.place_id
      where (m.away or t.trip_id is not null) and ${isNearInTime('m', 't', rules)}
    ),
    ${crossingsAmongCandidates(n)},
    listed as materialized (select * from found where ends_on >= ${shownFrom} and starts_on <= ${shownTo})
    select total.count, page.*
    from (select count(*)::int as count from listed) total
    left join (
      select * from listed order by starts_on, ends_on, other_id, their_id
      limit ${window.limit} offset ${window.offset}
    ) page on true
    order by page.starts_on, page.ends_on, page.other_id, page.their_id`);
  const rows = result.rows.filter((row) => row.other_id !== null);
  return {
    count: result.rows[0]?.count ?? 0,
    rows: rows.map((row) => ({
      crossing: {
        otherId: row.other_id,
        kind: row.kind,
        placeId: row.their_place,
        startsOn: row.starts_on,
        endsOn: row.ends_on,
      },
      mine: { placeId: row.my_place, startsOn: row.my_starts, endsOn: row.my_ends, tripId: row.my_trip },
      theirs: { placeId: row.their_place, startsOn: row.their_starts, endsOn: row.their_ends, tripId: row.their_trip },
    })),
  };
}

/** A row of `findCoMemberCrossings`'s statement: the count, and a crossing of the page (nulls past its end). */
interface CoMemberCrossingRow extends Record<string, unknown> {
  count: number;
  other_id: string;
  kind: CrossingKind;
  my_place: number;
  my_starts: string;
  my_ends: string;
  my_trip: string | null;
  their_place: number;
  their_starts: string;
  their_ends: string;
  their_trip: string | null;
  starts_on: string;
  ends_on: string;
}

/** Crossings (here and there) where one of these members is the viewer or the other. */
export function findCrossingsInvolving(db: Queryable, memberIds: readonly string[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(crossings)
    .where(
      and(
        inArray(crossings.kind, ['here', 'there']),
        or(
          inArray(crossings.viewerId, [...memberIds]),
          // An other's crossings through their presences: crossings have no index by other member.
          inArray(
            crossings.theirPresenceId,
            db
              .select({ id: presences.id })
              .from(presences)
              .where(inArray(presences.memberId, [...memberIds])),
          ),
        ),
      ),
    );
}

/**
 * Crossings whose alert is due on `today`: from the viewer's lead days before they start until
 * they end; here and there only.
 */
export function findDueCrossings(db: Queryable, today: string, maxLeadDays: number) {
  return db
    .select({ crossing: crossings })
    .from(crossings)
    .innerJoin(members, eq(members.id, crossings.viewerId))
    .where(
      and(
        inArray(crossings.kind, ['here', 'there']),
        // The index on starts_on narrows to the widest lead time; each viewer's own lead time after.
        lte(crossings.startsOn, sql`${today}::date + ${maxLeadDays}::int`),
        gte(crossings.endsOn, today),
        sql`${crossings.startsOn} - ${members.alertLeadDays} <= ${today}::date`,
      ),
    );
}

/** A presence with its member, as the people lists read it. */
export interface MemberPresence {
  memberId: string;
  presence: PresenceRow;
}

/**
 * The members other than the viewer with a presence the viewer may see in one of `placeIds` during
 * [from, to] — not blocked either way — each once (their earliest such presence), by first name;
 * `search` matches the first name or the username (fields nobody hides from a member).
 */
export async function findPeopleInPlaces(
  db: Queryable,
  viewerId: string,
  filter: { placeIds: readonly number[]; from: string; to: string; search?: string },
  window: { limit: number; offset: number },
) {
  const search = filter.search ? containsPattern(filter.search) : null;
  const result = await db.execute<{ member_id: string; presence: PresenceRow; total: number }>(sql`
    with visible as (
      select distinct on (p.member_id) p.*
      from ${presences} p
      left join ${connections} s on s.member_id = ${viewerId} and s.other_id = p.member_id
      where p.place_id = any(${sql.param([...filter.placeIds])}::int[])
        and p.starts_on <= ${filter.to}::date and p.ends_on >= ${filter.from}::date
        and p.member_id <> ${viewerId}
        and s.level is distinct from 'block' and s.other_level is distinct from 'block'
        and ${isPresenceVisible('p', sql`${viewerId}::uuid`, 's')}
      order by p.member_id, p.starts_on
    )
    select visible.member_id, row_to_json(visible) as presence, count(*) over ()::int as total
    from visible
    join ${members} m on m.id = visible.member_id
    where ${search === null ? sql`true` : sql`(m.first_name ilike ${search} or m.username ilike ${search})`}
    order by lower(m.first_name), m.id
    limit ${window.limit} offset ${window.offset}`);
  return {
    count: result.rows[0]?.total ?? 0,
    rows: result.rows.map((row) => ({ memberId: row.member_id, presence: presenceFromJson(row.presence) })),
  };
}

/** The presences the viewer may see of the people they chose, during [from, to]. */
export async function findChosenPresences(db: Queryable, viewerId: string, range: { from: string; to: string }) {
  const result = await db.execute<{ presence: PresenceRow }>(sql`
    with standing as materialized (${chosenPeople({ viewerIds: [viewerId] })})
    select row_to_json(p) as presence
    from standing s
    join ${presences} p on p.member_id = s.other_id
    where p.starts_on <= ${range.to}::date and p.ends_on >= ${range.from}::date
      and ${isPresenceVisible('p', sql`${viewerId}::uuid`, 's')}
    order by p.member_id, p.starts_on`);
  return result.rows.map((row) => presenceFromJson(row.presence));
}

/** A presences row read back from `row_to_json` (snake_case keys). */
function presenceFromJson(json: PresenceRow | Record<string, unknown>): PresenceRow {
  const row = json as Record<string, unknown>;
  return {
    id: row.id as string,
    memberId: row.member_id as string,
    placeId: row.place_id as number,
    startsOn: row.starts_on as string,
    endsOn: row.ends_on as string,
    tripId: (row.trip_id as string | null) ?? null,
    visibility: row.visibility as PresenceRow['visibility'],
    excludedIds: (row.excluded_ids as string[]) ?? [],
  };
}

/**
 * Each of these members' first presence during [from, to] (in one of `placeIds` when given) that
 * the viewer may see as someone sharing a community with them; the viewer's own presences all.
 */
export async function findCoMemberPresences(
  db: Queryable,
  viewerId: string,
  memberIds: readonly string[],
  filter: { from: string; to: string; placeIds?: readonly number[] },
) {
  if (memberIds.length === 0) return [];
  const inPlaces = filter.placeIds ? sql`and p.place_id = any(${sql.param([...filter.placeIds])}::int[])` : sql``;
  const result = await db.execute<{ presence: PresenceRow }>(sql`
    select distinct on (p.member_id) row_to_json(p) as presence
    from ${presences} p
    left join ${connections} s on s.member_id = ${viewerId} and s.other_id = p.member_id
    where ${isAnyOf(sql.raw('p.member_id'), memberIds)}
      and p.starts_on <= ${filter.to}::date and p.ends_on >= ${filter.from}::date ${inPlaces}
      and (p.member_id = ${viewerId} or ${isVisibleToCoMember('p', sql`${viewerId}::uuid`, 's')})
    order by p.member_id, p.starts_on`);
  return result.rows.map((row) => presenceFromJson(row.presence));
}

/** Whether `viewerId` crosses `otherId` (here or there) at one of these places on `day`. */
export async function hasCrossingOn(
  db: Queryable,
  viewerId: string,
  otherId: string,
  placeIds: readonly number[],
  day: string,
) {
  if (placeIds.length === 0) return false;
  const [row] = await db
    .select({ otherId: crossings.otherId })
    .from(crossings)
    .where(
      and(
        eq(crossings.viewerId, viewerId),
        lte(crossings.startsOn, day),
        gte(crossings.endsOn, day),
        eq(crossings.otherId, otherId),
        inArray(crossings.kind, ['here', 'there']),
        inArray(crossings.placeId, [...placeIds]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
