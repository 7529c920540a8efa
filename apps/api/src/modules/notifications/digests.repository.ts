import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db.ts';
// Table-level links: a digest is due at the member's own time, in their home city's time zone.
import { places } from '../locations/locations.table.ts';
import { members } from '../users/users.table.ts';
import { digestItems, type NewDigestItem } from './digests.table.ts';

/** Keeps notifications for their members' digests, once each. */
export async function writeDigestItems(db: Queryable, rows: readonly NewDigestItem[]) {
  if (rows.length === 0) return;
  await db
    .insert(digestItems)
    .values([...rows])
    .onConflictDoNothing({ target: digestItems.notificationId });
}

/** A member whose digest time has come with notifications waiting for it. */
export interface DueDigest {
  memberId: string;
  /** The day of the digest in the member's time zone, "2026-06-12": one digest each. */
  day: string;
  /** The moment of that day's digest time: what came before it is in this digest. */
  dueAt: Date;
  /** "08:00", as the member set it. */
  time: string;
}

/**
 * The members whose latest digest time (today's, once passed, or else yesterday's) has
 * notifications from before it waiting: at `digest_at` in the time zone of their home city, or
 * UTC without one. A digest missed (the server was down) is made at the next run.
 */
export function findDueDigests(db: Database, now: Date): Promise<DueDigest[]> {
  const zone = sql`coalesce(${places.timeZone}, 'UTC')`;
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;
  const day = sql`(${localNow}::date - case when ${localNow}::time < ${members.digestAt} then 1 else 0 end)`;
  const dueAt = sql`((${day} + ${members.digestAt}) at time zone ${zone})`;
  return db
    .select({
      memberId: members.id,
      day: sql<string>`${day}::text`,
      dueAt: sql`${dueAt}`.mapWith(digestItems.createdAt),
      time: sql<string>`to_char(${members.digestAt}, 'HH24:MI')`,
    })
    .from(members)
    .leftJoin(places, eq(places.id, members.baseLocationId))
    .where(
      sql`${members.digestAt} is not null and exists (
        select 1 from ${digestItems}
        where ${digestItems.memberId} = ${members.id} and ${digestItems.digestKey} is null
          and ${digestItems.createdAt} < ${dueAt})`,
    );
}

/** A member's notifications waiting for the digest due at `dueAt`, oldest first. */
export function findWaitingDigestItems(db: Database, memberId: string, dueAt: Date) {
  return db
    .select()
    .from(digestItems)
    .where(and(eq(digestItems.memberId, memberId), isNull(digestItems.digestKey), lt(digestItems.createdAt, dueAt)))
    .orderBy(asc(digestItems.createdAt));
}

/** Marks items taken by the digest of `digestKey`, those still waiting: none is ever in two. */
export async function takeDigestItems(db: Queryable, ids: readonly string[], digestKey: string) {
  if (ids.length === 0) return;
  await db
    .update(digestItems)
    .set({ digestKey })
    .where(and(inArray(digestItems.id, [...ids]), isNull(digestItems.digestKey)));
}

/** Drops items whose emails the member turned off since: no digest will have them. */
export async function discardDigestItems(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.delete(digestItems).where(and(inArray(digestItems.id, [...ids]), isNull(digestItems.digestKey)));
}
