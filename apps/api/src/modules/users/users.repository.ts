import { and, desc, eq, gt, gte, lte, type SQLWrapper, sql } from 'drizzle-orm';
import { type Database, isAnyOf, preparedQuery, type Queryable } from '../../platform/db.ts';
// Table-level links to the identity: a profile shows its sign-in facts, and a live session names its member.
import { authSessions, authUsers } from '../identity/identity.table.ts';
import { locationColumns, places } from '../locations/locations.table.ts';
// A member is where their trip under way is: a table-level link from trips to their owner.
import { trips } from '../trips/trips.table.ts';
import { members } from './users.table.ts';

export async function insertMember(db: Queryable, values: typeof members.$inferInsert) {
  const [row] = await db.insert(members).values(values).returning();
  return row!;
}

/**
 * A member with what a profile shows beside the members row: the sign-in email and verified phone
 * of the identity, and the home city. These are the table-level links of `members` (its foreign
 * keys), read in the same query because every profile needs them.
 */
const profileColumns = {
  member: members,
  email: authUsers.email,
  phoneNumber: authUsers.phoneNumber,
  phoneNumberVerified: authUsers.phoneNumberVerified,
  place: locationColumns,
};

/** Profiles by id, for one member or a page of them; ids without a member are left out. */
const profilesByIds = preparedQuery((db) =>
  db
    .select(profileColumns)
    .from(members)
    .innerJoin(authUsers, eq(authUsers.id, members.id))
    .leftJoin(places, eq(places.id, members.baseLocationId))
    .where(isAnyOf(members.id, sql.placeholder('ids')))
    .prepare('member_profiles_by_ids'),
);

export type ProfileRow = Awaited<ReturnType<ReturnType<typeof profilesByIds>['execute']>>[number];

export function findProfilesByIds(db: Database, ids: readonly string[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return profilesByIds(db).execute({ ids });
}

/**
 * The confirmed trip under way on `today` of the member `ownerId` names (the latest begun), with its
 * place, for a lateral join: one probe of that member's trips by departure. Asked as one condition
 * over many members, PostgreSQL intersected their trips with every trip begun before today, a set
 * that grows with the table (30 ms for a page of 450 members in a world of 200,000).
 */
function tripUnderWayOf(db: Database, ownerId: SQLWrapper, today: SQLWrapper) {
  return db
    .select({
      ownerId: trips.ownerId,
      status: trips.status,
      visibility: trips.visibility,
      visibilityExclusions: trips.visibilityExclusions,
      place: locationColumns,
    })
    .from(trips)
    .innerJoin(places, eq(places.id, trips.locationId))
    .where(
      and(
        eq(trips.ownerId, ownerId),
        eq(trips.status, 'confirmed'),
        lte(trips.arrivalOn, today),
        gte(trips.departureOn, today),
      ),
    )
    .orderBy(desc(trips.arrivalOn))
    .limit(1)
    .as('trip_under_way');
}

/** The trip under way on `today` of each of these members, with its place; members on none are left out. */
const tripsUnderWayByOwners = preparedQuery((db) => {
  const trip = tripUnderWayOf(db, sql`owner.id`, sql.placeholder('today'));
  return db
    .select({
      ownerId: trip.ownerId,
      status: trip.status,
      visibility: trip.visibility,
      visibilityExclusions: trip.visibilityExclusions,
      place: trip.place,
    })
    .from(sql`unnest(${sql.placeholder('ownerIds')}::uuid[]) as owner(id)`)
    .crossJoinLateral(trip)
    .prepare('trips_under_way_by_owners');
});

export function findCurrentTrips(db: Database, ownerIds: readonly string[], today: string) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return tripsUnderWayByOwners(db).execute({ ownerIds, today });
}

/**
 * The member a live session token signs in, with the session's id and last renewal, the profile and
 * the trip under way on `today`: one prepared statement, one round trip, for the first read of every
 * signed-in request. `tripUnderWay` and `tripPlace` are null when the member is on no trip.
 */
const profileBySessionToken = preparedQuery((db) => {
  const trip = tripUnderWayOf(db, members.id, sql.placeholder('today'));
  return db
    .select({
      sessionId: authSessions.id,
      sessionUpdatedAt: authSessions.updatedAt,
      ...profileColumns,
      tripUnderWay: {
        status: trip.status,
        visibility: trip.visibility,
        visibilityExclusions: trip.visibilityExclusions,
      },
      tripPlace: trip.place,
    })
    .from(authSessions)
    .innerJoin(members, eq(members.id, authSessions.userId))
    .innerJoin(authUsers, eq(authUsers.id, members.id))
    .leftJoin(places, eq(places.id, members.baseLocationId))
    .leftJoinLateral(trip, sql`true`)
    .where(and(eq(authSessions.token, sql.placeholder('token')), gt(authSessions.expiresAt, sql.placeholder('now'))))
    .prepare('member_by_session_token');
});

export async function findProfileBySessionToken(db: Database, token: string, now: Date, today: string) {
  const [row] = await profileBySessionToken(db).execute({ token, now, today });
  return row;
}

export type MemberChanges = Partial<Omit<typeof members.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

export async function updateMember(db: Queryable, id: string, changes: MemberChanges) {
  const [row] = await db
    .update(members)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(members.id, id))
    .returning();
  return row;
}

/** The member's quiet hours (null when they keep none) and their home city's time zone (null without one). */
export async function findQuietHours(db: Queryable, id: string) {
  const [row] = await db
    .select({ startsAt: members.quietHoursStart, endsAt: members.quietHoursEnd, timeZone: places.timeZone })
    .from(members)
    .leftJoin(places, eq(places.id, members.baseLocationId))
    .where(eq(members.id, id));
  return row;
}
