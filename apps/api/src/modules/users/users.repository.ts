import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { type Database, isAnyOf, preparedQuery, type Queryable } from '../../platform/db.ts';
import { authUsers } from '../identity/identity.table.ts';
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

const profileById = preparedQuery((db) =>
  db
    .select(profileColumns)
    .from(members)
    .innerJoin(authUsers, eq(authUsers.id, members.id))
    .leftJoin(places, eq(places.id, members.baseLocationId))
    .where(eq(members.id, sql.placeholder('id')))
    .prepare('member_profile_by_id'),
);

export type ProfileRow = Awaited<ReturnType<ReturnType<typeof profileById>['execute']>>[number];

export async function findProfileById(db: Database, id: string): Promise<ProfileRow | undefined> {
  const [row] = await profileById(db).execute({ id });
  return row;
}

/** Many profiles in one query, for lists of members; ids without a member are left out. */
export function findProfilesByIds(db: Queryable, ids: readonly string[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(profileColumns)
    .from(members)
    .innerJoin(authUsers, eq(authUsers.id, members.id))
    .leftJoin(places, eq(places.id, members.baseLocationId))
    .where(isAnyOf(members.id, ids));
}

/**
 * The confirmed trip under way on `today` of each of these members (the latest begun), with its
 * place: one probe of each member's trips by departure. Asked as one condition over all members,
 * PostgreSQL intersected their trips with every trip begun before today, a set that grows with the
 * table (30 ms for a page of 450 members in a world of 200,000).
 */
export function findCurrentTrips(db: Queryable, memberIds: readonly string[], today: string) {
  if (memberIds.length === 0) return Promise.resolve([]);
  const current = db
    .select({ id: trips.id })
    .from(trips)
    .where(
      and(
        sql`${trips.ownerId} = owner.id`,
        eq(trips.status, 'confirmed'),
        lte(trips.arrivalOn, today),
        gte(trips.departureOn, today),
      ),
    )
    .orderBy(desc(trips.arrivalOn))
    .limit(1)
    .as('current');
  return db
    .select({
      ownerId: trips.ownerId,
      status: trips.status,
      visibility: trips.visibility,
      visibilityExclusions: trips.visibilityExclusions,
      place: locationColumns,
    })
    .from(sql`unnest(${sql.param([...memberIds])}::uuid[]) as owner(id)`)
    .crossJoinLateral(current)
    .innerJoin(trips, eq(trips.id, current.id))
    .innerJoin(places, eq(places.id, trips.locationId));
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
