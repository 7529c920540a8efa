import type { TripStatus } from '@here-and-there/contracts';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Database, preparedByShape, type Queryable } from '../../platform/db.ts';
// Table-level links: a trip is shown with its place, and a list of trips is filtered through the
// viewer's connection with each owner and the people they chose in the same statement, so that it
// pages and counts in PostgreSQL instead of loading trips into Node (DESIGN §5, §7).
import { connections } from '../connections/connections.table.ts';
import { locationColumns, places } from '../locations/locations.table.ts';
import { isTripVisibleTo, type TripRow, tripOwnersChosenBy, trips } from './trips.table.ts';

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

/** Deletes the owner's trip of this id; returns the status it had, or undefined when there was none. */
export async function deleteTripOfOwner(db: Queryable, ownerId: string, id: string): Promise<TripStatus | undefined> {
  const [deleted] = await db
    .delete(trips)
    .where(and(eq(trips.id, id), eq(trips.ownerId, ownerId)))
    .returning({ status: trips.status });
  return deleted?.status;
}

/** The owner's trips with their places that end on or after a day. */
export function findTripsOfOwnerFrom(db: Queryable, ownerId: string, endsOnOrAfter: string): Promise<TripWithPlace[]> {
  return db
    .select(tripWithPlace)
    .from(trips)
    .innerJoin(places, eq(places.id, trips.locationId))
    .where(and(eq(trips.ownerId, ownerId), gte(trips.departureOn, endsOnOrAfter)));
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

/** The viewer of a list, as the placeholder of its prepared statements. */
const viewer = sql.placeholder('viewerId');

const ownersChosenByViewer = sql`${trips.ownerId} = any(${tripOwnersChosenBy(sql`${viewer}::uuid`)})`;
const isVisibleToViewer = isTripVisibleTo(sql`${viewer}::uuid`);

type TripFilterShape = { owner: boolean; to: boolean; location: boolean; status: boolean };

const shapeOf = (filter: TripFilter): TripFilterShape => ({
  owner: filter.ownerId !== undefined,
  to: filter.startsOnOrBefore !== undefined,
  location: filter.locationId !== undefined,
  status: filter.status !== undefined,
});

function visibleTripsConditions(shape: TripFilterShape) {
  const conditions: SQL[] = [
    shape.owner ? eq(trips.ownerId, sql.placeholder('ownerId')) : ownersChosenByViewer,
    gte(trips.departureOn, sql.placeholder('endsOnOrAfter')),
    isVisibleToViewer,
  ];
  if (shape.to) conditions.push(lte(trips.arrivalOn, sql.placeholder('startsOnOrBefore')));
  if (shape.location) conditions.push(eq(trips.locationId, sql.placeholder('locationId')));
  if (shape.status) conditions.push(eq(trips.status, sql.placeholder('status')));
  return and(...conditions);
}

const viewersConnection = and(eq(connections.memberId, viewer), eq(connections.otherId, trips.ownerId));

/**
 * A page of the trips a viewer may see that pass a filter, with their places, by arrival, and how
 * many there are in all: prepared for each combination of filters, as a member's page and the
 * trips screen open with this list.
 */
const visibleTripsStatements = preparedByShape('visible_trips', (db, shape: TripFilterShape, name) => {
  const where = visibleTripsConditions(shape);
  return {
    page: db
      .select(tripWithPlace)
      .from(trips)
      .innerJoin(places, eq(places.id, trips.locationId))
      .leftJoin(connections, viewersConnection)
      .where(where)
      .orderBy(asc(trips.arrivalOn), asc(trips.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${name}_page`),
    count: db
      .select({ count: sql<number>`count(*)::int` })
      .from(trips)
      .leftJoin(connections, viewersConnection)
      .where(where)
      .prepare(`${name}_count`),
  };
});

/** One page of the trips the viewer may see that pass the filter, with their places, by arrival. */
export function findVisibleTrips(
  db: Database,
  viewerId: string,
  filter: TripFilter,
  window: { limit: number; offset: number },
): Promise<TripWithPlace[]> {
  return visibleTripsStatements(db, shapeOf(filter)).page.execute({ viewerId, ...filter, ...window });
}

/** How many trips the viewer may see pass the filter. */
export async function countVisibleTrips(db: Database, viewerId: string, filter: TripFilter): Promise<number> {
  const [row] = await visibleTripsStatements(db, shapeOf(filter)).count.execute({ viewerId, ...filter });
  return row!.count;
}
