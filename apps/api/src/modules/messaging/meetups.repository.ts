import type { MeetupStatus } from '@here-and-there/contracts';
import { and, asc, count, desc, eq, gte, inArray, or, type SQL } from 'drizzle-orm';
import { isAnyOf, type Queryable } from '../../platform/db.ts';
import { type MeetupRow, meetups } from './meetups.table.ts';

export type NewMeetup = typeof meetups.$inferInsert;

export async function insertMeetup(db: Queryable, values: NewMeetup): Promise<MeetupRow> {
  const [row] = await db.insert(meetups).values(values).returning();
  return row!;
}

export async function findMeetup(db: Queryable, id: string): Promise<MeetupRow | undefined> {
  const [row] = await db.select().from(meetups).where(eq(meetups.id, id));
  return row;
}

/** The meetups these messages are the cards of, by message id. */
export async function findMeetupsOfMessages(db: Queryable, messageIds: readonly string[]) {
  const found = new Map<string, MeetupRow>();
  if (messageIds.length === 0) return found;
  const rows = await db.select().from(meetups).where(isAnyOf(meetups.messageId, messageIds));
  for (const row of rows) found.set(row.messageId, row);
  return found;
}

/**
 * Moves a meetup to `status` if it still stands at one of `from`: two answers at once cannot both
 * win. Undefined when it stood elsewhere by then.
 */
export async function changeMeetupStatus(
  db: Queryable,
  id: string,
  from: readonly MeetupStatus[],
  changes: { status: MeetupStatus; answeredAt?: Date; cancelledBy?: string },
  at: Date,
): Promise<MeetupRow | undefined> {
  const [row] = await db
    .update(meetups)
    .set({ ...changes, updatedAt: at })
    .where(and(eq(meetups.id, id), inArray(meetups.status, [...from])))
    .returning();
  return row;
}

/** A member's meetups, on either side. */
const meetupsOf = (memberId: string): SQL => or(eq(meetups.proposerId, memberId), eq(meetups.inviteeId, memberId))!;

/**
 * A member's meetups: all, newest first; or `upcoming`, those accepted that start at `now` or
 * later, soonest first.
 */
export async function findMeetupsOf(
  db: Queryable,
  memberId: string,
  options: { upcoming: boolean; now: Date; limit: number; offset: number },
) {
  const where = options.upcoming
    ? and(meetupsOf(memberId), eq(meetups.status, 'accepted'), gte(meetups.startsAt, options.now))
    : meetupsOf(memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(meetups)
      .where(where)
      .orderBy(options.upcoming ? asc(meetups.startsAt) : desc(meetups.createdAt), asc(meetups.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ count: count() }).from(meetups).where(where),
  ]);
  return { count: total?.count ?? 0, results: rows };
}

/** A member's accepted meetups, for their calendar feed. */
export function findAcceptedMeetupsOf(db: Queryable, memberId: string) {
  return db
    .select()
    .from(meetups)
    .where(and(meetupsOf(memberId), eq(meetups.status, 'accepted')))
    .orderBy(asc(meetups.startsAt));
}
