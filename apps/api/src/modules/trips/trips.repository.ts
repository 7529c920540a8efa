import type { TripStatus } from '@here-and-there/contracts';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
// Table-level links: a trip is shown with its place, and a list of trips is filtered through the
// viewer's connection with each owner and the people they chose in the same statement, so that it
// pages and counts in PostgreSQL instead of loading trips into Node (DESIGN §5, §7).
import { connections } from '../connections/connections.table.ts';
import { contacts } from '../contacts/contacts.table.ts';
import { locationColumns, places } from '../locations/locations.table.ts';
import { type TripRow, trips } from './trips.table.ts';

const tripWithPlace = { trip: trips, place: locationColumns };

/** A trip with the columns of its place that `toLocation` needs. */
export interface TripWithPlace {
  trip: TripRow;
  place: Pick<typeof places.$inferSelect, keyof typeof locationColumns>;
}

export type NewTrip = typeof trips.$inferInsert;
export type TripChanges = Partial<Omit<NewTrip, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>>;

/** Trips of these ids with their places; unknown ids are left out. */
export function findTripsByIds(db: Queryable, ids: readonly string[]): Promise<TripWithPlace[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(tripWithPlace)
    .from(trips)
    .innerJoin(places, eq(places.id, trips.locationId))
    .where(inArray(trips.id, [...ids]));
}

/** The owner's trip of this id, held until the transaction ends; undefined when they have none. */
export async function lockTripOfOwner(db: Queryable, ownerId: string, id: string): Promise<TripRow | undefined> {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.id, id), eq(trips.ownerId, ownerId)))
    .for('update');
  return row;
}

export async function insertTrip(db: Queryable, values: NewTrip): Promise<TripRow> {
  const [row] = await db.insert(trips).values(values).returning();
  return row!;
}

export async function updateTripRow(db: Queryable, id: string, changes: TripChanges): Promise<TripRow> {
  const [row] = await db
    .update(trips)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(trips.id, id))
    .returning();
  return row!;
}

/** Deletes the owner's trip of this id; returns whether there was one. */
export async function deleteTripOfOwner(db: Queryable, ownerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(trips)
    .where(and(eq(trips.id, id), eq(trips.ownerId, ownerId)))
    .returning({ id: trips.id });
  return deleted.length > 0;
}

/** What narrows a list of trips (see contracts `tripsQuery`); days are `YYYY-MM-DD`. */
export interface TripFilter {
  /** Only this member's trips; without it, the viewer's own and those of the people they chose. */
  ownerId?: string;
  /** Trips whose last day is on or after this day. */
  endsOnOrAfter: string;
  /** Trips whose first day is on or before this day. */
  startsOnOrBefore?: string;
  locationId?: number;
  status?: TripStatus;
}

/**
 * The owners whose trips a list without `user` shows: the viewer, and the people they chose
 * (DESIGN §5): connections they hold at general or close that the other agreed to, and members
 * their contacts sorted at general or close link to.
 */
function ownersOf(viewerId: string): SQL {
  return sql`${trips.ownerId} = any(array(
    select ${viewerId}::uuid
    union all
    select chosen.other_id from ${connections} chosen
    where chosen.member_id = ${viewerId} and chosen.status = 'active' and chosen.level in ('general', 'close')
    union all
    select sorted.linked_user_id from ${contacts} sorted
    where sorted.owner_id = ${viewerId} and sorted.linked_user_id is not null
      and sorted.connection_type in ('general', 'close')))`;
}

/**
 * The SQL twin of `canSeeTrip` (users.policy.ts), on the viewer's connection row with the owner
 * joined as `connections` (`other_level`: how the owner holds the viewer; nulls for none): the
 * owner always; others a confirmed trip that does not exclude them, neither having blocked the
 * other, at the trip's level.
 */
function isVisibleTo(viewerId: string): SQL {
  return sql`(${trips.ownerId} = ${viewerId} or (
    ${trips.status} = 'confirmed'
    and not (${viewerId}::uuid = any(${trips.visibilityExclusions}))
    and ${connections.level} is distinct from 'block' and ${connections.otherLevel} is distinct from 'block'
    and (${trips.visibility} = 'public'
      or (${trips.visibility} = 'general-network' and ${connections.status} = 'active'
        and ${connections.otherLevel} in ('general', 'close'))
      or (${trips.visibility} = 'close-network' and ${connections.status} = 'active'
        and ${connections.otherLevel} = 'close'))))`;
}

function visibleTripsConditions(viewerId: string, filter: TripFilter) {
  const conditions: SQL[] = [
    filter.ownerId === undefined ? ownersOf(viewerId) : eq(trips.ownerId, filter.ownerId),
    gte(trips.departureOn, filter.endsOnOrAfter),
    isVisibleTo(viewerId),
  ];
  if (filter.startsOnOrBefore !== undefined) conditions.push(lte(trips.arrivalOn, filter.startsOnOrBefore));
  if (filter.locationId !== undefined) conditions.push(eq(trips.locationId, filter.locationId));
  if (filter.status !== undefined) conditions.push(eq(trips.status, filter.status));
  return and(...conditions);
}

const viewersConnection = (viewerId: string) =>
  and(eq(connections.memberId, viewerId), eq(connections.otherId, trips.ownerId));

/** One page of the trips the viewer may see that pass the filter, with their places, by arrival. */
export function findVisibleTrips(
  db: Queryable,
  viewerId: string,
  filter: TripFilter,
  window: { limit: number; offset: number },
): Promise<TripWithPlace[]> {
  return db
    .select(tripWithPlace)
    .from(trips)
    .innerJoin(places, eq(places.id, trips.locationId))
    .leftJoin(connections, viewersConnection(viewerId))
    .where(visibleTripsConditions(viewerId, filter))
    .orderBy(asc(trips.arrivalOn), asc(trips.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many trips the viewer may see pass the filter. */
export async function countVisibleTrips(db: Queryable, viewerId: string, filter: TripFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(trips)
    .leftJoin(connections, viewersConnection(viewerId))
    .where(visibleTripsConditions(viewerId, filter));
  return row!.count;
}
