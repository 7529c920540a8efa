import type { RsvpStatus } from '@here-and-there/contracts';
import { and, asc, eq, gt, gte, lte, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { isAnyOf, type Queryable } from '../../platform/db.ts';
// Table-level links: a list of events is filtered by the viewer's membership in each event's
// community, and names the community and the channel, in the same statement, so that it pages and
// counts in PostgreSQL (as trips are filtered through connections).
import { channels, communities, communityMembers } from '../communities/communities.table.ts';
import { locationColumns, places } from '../locations/locations.table.ts';
import { calendarFeeds, type EventRow, type EventRsvpRow, eventRsvps, events } from './events.table.ts';

/** An event with its place, its community (null for a member's own) and the channel it is the event of. */
export interface EventWithContext {
  event: EventRow;
  place: Pick<typeof places.$inferSelect, keyof typeof locationColumns>;
  community: {
    id: string;
    name: string;
    handle: string;
    pictureKey: string | null;
    isPrivate: boolean;
  } | null;
  channelId: string | null;
}

const eventWithContext = {
  event: events,
  place: locationColumns,
  community: {
    id: communities.id,
    name: communities.name,
    handle: communities.handle,
    pictureKey: communities.pictureKey,
    isPrivate: communities.isPrivate,
  },
  channelId: sql<
    string | null
  >`(select ${channels.id} from ${channels} where ${channels.eventId} = ${events.id} limit 1)`,
};

export type NewEvent = typeof events.$inferInsert;
export type EventChanges = Partial<Omit<NewEvent, 'id' | 'communityId' | 'creatorId' | 'createdAt' | 'updatedAt'>>;

/** The event of this id with its place, community and channel; undefined when there is none. */
export async function findEventById(db: Queryable, id: string): Promise<EventWithContext | undefined> {
  const [row] = await db
    .select(eventWithContext)
    .from(events)
    .innerJoin(places, eq(places.id, events.locationId))
    .leftJoin(communities, eq(communities.id, events.communityId))
    .where(eq(events.id, id));
  return row;
}

/** The event of this id, held until the transaction ends: answers and capacity changes wait for one another. */
export async function lockEvent(db: Queryable, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

export async function insertEvent(db: Queryable, values: NewEvent): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  return row!;
}

export async function updateEventRow(db: Queryable, id: string, changes: EventChanges): Promise<EventRow> {
  const [row] = await db
    .update(events)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(events.id, id))
    .returning();
  return row!;
}

export async function deleteEventRow(db: Queryable, id: string) {
  await db.delete(events).where(eq(events.id, id));
}

/** Days at places: an event is around them when it is at one of the places on one of the days. */
export interface PlacesAndDays {
  placeIds: number[];
  startsOn: string[];
  endsOn: string[];
}

/** What narrows a list of events (see contracts `eventsQuery`); every list keeps to the events the viewer sees. */
export interface EventFilter {
  /** Events that end at or after this moment. */
  endsOnOrAfter?: Date;
  /** Events that start at or before this moment. */
  startsOnOrBefore?: Date;
  /** Events at one of these places. */
  placeIds?: readonly number[];
  communityId?: string;
  /** Events at one of these places during its days (the i-th place with the i-th days). */
  around?: PlacesAndDays;
  /** Events this member created or answered going or maybe. */
  involvingId?: string;
  /** Events this member is going to, with a place (not waiting for one). */
  attendedById?: string;
}

/**
 * The SQL twin of `canSeeEvent` (events.policy.ts), with the event's community joined: an event of
 * no community or of a public one; a private community's when the viewer is an active member.
 * A visitor (null) sees the public ones.
 */
const isVisibleToViewer = (viewerId: string | null) => sql`(${events.communityId} is null
  or not ${communities.isPrivate}
  or exists (select 1 from ${communityMembers} viewer_membership
    where viewer_membership.community_id = ${events.communityId}
      and viewer_membership.member_id = ${viewerId}::uuid and viewer_membership.status = 'active'))`;

/** The day of a moment in UTC, the calendar presences count days in. */
const utcDay = (moment: SQLWrapper) => sql`(${moment} at time zone 'UTC')::date`;

function conditionsOf(viewerId: string | null, filter: EventFilter) {
  const conditions: SQL[] = [isVisibleToViewer(viewerId)];
  if (filter.endsOnOrAfter) conditions.push(gte(events.endAt, filter.endsOnOrAfter));
  if (filter.startsOnOrBefore) conditions.push(lte(events.startAt, filter.startsOnOrBefore));
  if (filter.placeIds) conditions.push(sql`${events.locationId} = any(${sql.param([...filter.placeIds])}::int[])`);
  if (filter.communityId) conditions.push(eq(events.communityId, filter.communityId));
  if (filter.around) {
    const { placeIds, startsOn, endsOn } = filter.around;
    conditions.push(sql`exists (select 1
      from unnest(${sql.param(placeIds)}::int[], ${sql.param(startsOn)}::date[], ${sql.param(endsOn)}::date[])
        as presence(place_id, starts_on, ends_on)
      where presence.place_id = ${events.locationId}
        and presence.starts_on <= ${utcDay(events.endAt)} and presence.ends_on >= ${utcDay(events.startAt)})`);
  }
  if (filter.involvingId) {
    conditions.push(sql`(${events.creatorId} = ${filter.involvingId} or exists (select 1 from ${eventRsvps} answer
      where answer.event_id = ${events.id} and answer.member_id = ${filter.involvingId}
        and answer.status in ('going', 'maybe')))`);
  }
  if (filter.attendedById) {
    conditions.push(sql`exists (select 1 from ${eventRsvps} answer
      where answer.event_id = ${events.id} and answer.member_id = ${filter.attendedById}
        and answer.status = 'going' and not answer.waitlisted)`);
  }
  return and(...conditions);
}

/** The communities of the events that pass the filter, each once: every community event the viewer sees. */
export async function findCommunityIdsOfEvents(
  db: Queryable,
  viewerId: string,
  filter: EventFilter,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: communities.id })
    .from(events)
    .innerJoin(communities, eq(communities.id, events.communityId))
    .where(conditionsOf(viewerId, filter));
  return rows.map((row) => row.id);
}

/**
 * The events the viewer sees that pass the filter, soonest first, with their places, communities
 * and channels: one window of them (all without one) and how many there are in all.
 */
export async function findVisibleEvents(
  db: Queryable,
  viewerId: string | null,
  filter: EventFilter,
  window?: { limit: number; offset: number },
): Promise<{ count: number; rows: EventWithContext[] }> {
  const where = conditionsOf(viewerId, filter);
  const page = db
    .select(eventWithContext)
    .from(events)
    .innerJoin(places, eq(places.id, events.locationId))
    .leftJoin(communities, eq(communities.id, events.communityId))
    .where(where)
    .orderBy(asc(events.startAt), asc(events.id));
  const [rows, [counted]] = await Promise.all([
    window ? page.limit(window.limit).offset(window.offset) : page,
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(events)
      .leftJoin(communities, eq(communities.id, events.communityId))
      .where(where),
  ]);
  return { count: counted!.count, rows };
}

/** A member's answer to an event, or undefined. */
export async function findRsvp(db: Queryable, eventId: string, memberId: string): Promise<EventRsvpRow | undefined> {
  const [row] = await db
    .select()
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.memberId, memberId)));
  return row;
}

/** A member's answers to these events, by event. */
export async function findRsvpsOf(db: Queryable, memberId: string, eventIds: readonly string[]) {
  if (eventIds.length === 0) return new Map<string, EventRsvpRow>();
  const rows = await db
    .select()
    .from(eventRsvps)
    .where(and(eq(eventRsvps.memberId, memberId), isAnyOf(eventRsvps.eventId, eventIds)));
  return new Map(rows.map((row) => [row.eventId, row]));
}

/**
 * Writes a member's answer. `queuedAt` is their place in the waiting list, set when they choose
 * "going"; other answers keep it.
 */
export async function saveRsvp(
  db: Queryable,
  answer: { eventId: string; memberId: string; status: RsvpStatus; waitlisted: boolean; queuedAt?: Date },
) {
  const { queuedAt, ...values } = answer;
  await db
    .insert(eventRsvps)
    .values({ ...values, ...(queuedAt ? { queuedAt } : {}) })
    .onConflictDoUpdate({
      target: [eventRsvps.eventId, eventRsvps.memberId],
      set: {
        status: values.status,
        waitlisted: values.waitlisted,
        updatedAt: sql`now()`,
        ...(queuedAt ? { queuedAt } : {}),
      },
    });
}

/** Removes a member's answer to an event. */
export async function deleteRsvp(db: Queryable, eventId: string, memberId: string) {
  await db.delete(eventRsvps).where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.memberId, memberId)));
}

/** How many members hold a place at an event (going, not waiting). */
export async function countGoing(db: Queryable, eventId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'going'), eq(eventRsvps.waitlisted, false)));
  return row!.count;
}

/** Gives the first `places` members waiting (by when they chose "going") their places; returns who moved up. */
export async function promoteWaiting(db: Queryable, eventId: string, places: number | null): Promise<string[]> {
  const result = await db.execute<{ member_id: string }>(sql`
    update ${eventRsvps} set waitlisted = false, updated_at = now()
    where event_id = ${eventId} and member_id in (
      select member_id from ${eventRsvps}
      where event_id = ${eventId} and status = 'going' and waitlisted
      order by queued_at, member_id
      ${places === null ? sql`` : sql`limit ${places}`})
    returning member_id`);
  return result.rows.map((row) => row.member_id);
}

/** The events of others a member holds a place at (going, not waiting). */
export async function findEventsWithPlaceOf(db: Queryable, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ eventId: eventRsvps.eventId })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(
      and(
        eq(eventRsvps.memberId, memberId),
        eq(eventRsvps.status, 'going'),
        eq(eventRsvps.waitlisted, false),
        ne(events.creatorId, memberId),
      ),
    );
  return rows.map((row) => row.eventId);
}

/** The events of a community not over by `now` that a member has answered. */
export async function findAnswersIn(db: Queryable, communityId: string, memberId: string, now: Date) {
  const rows = await db
    .select({ eventId: eventRsvps.eventId })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(and(eq(eventRsvps.memberId, memberId), eq(events.communityId, communityId), gt(events.endAt, now)));
  return rows.map((row) => row.eventId);
}

/** For each of these events: how many are going, how many wait, and the first `attendees` going. */
export async function findTurnouts(db: Queryable, eventIds: readonly string[], attendees: number) {
  if (eventIds.length === 0) return new Map<string, { going: number; waiting: number; attendeeIds: string[] }>();
  const result = await db.execute<{ event_id: string; going: number; waiting: number; attendee_ids: string[] }>(sql`
    select event.id as event_id,
      count(*) filter (where answer.status = 'going' and not answer.waitlisted)::int as going,
      count(*) filter (where answer.status = 'going' and answer.waitlisted)::int as waiting,
      array(select first.member_id from ${eventRsvps} first
        where first.event_id = event.id and first.status = 'going' and not first.waitlisted
        order by first.queued_at, first.member_id limit ${attendees}) as attendee_ids
    from unnest(${sql.param([...eventIds])}::uuid[]) as event(id)
    left join ${eventRsvps} answer on answer.event_id = event.id
    group by event.id`);
  return new Map(
    result.rows.map((row) => [row.event_id, { going: row.going, waiting: row.waiting, attendeeIds: row.attendee_ids }]),
  );
}

/** The member whose feed the secret of this hash opens, or undefined. */
export async function findFeedByHash(db: Queryable, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** Gives a member's feed this secret, in place of any it had. */
export async function saveFeed(db: Queryable, feed: { memberId: string; token: string; tokenHash: string }) {
  await db
    .insert(calendarFeeds)
    .values(feed)
    .onConflictDoUpdate({
      target: calendarFeeds.memberId,
      set: { token: feed.token, tokenHash: feed.tokenHash, createdAt: sql`now()` },
    });
}

/** The secret of a member's feed, or undefined while it is off. */
export async function findFeedToken(db: Queryable, memberId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.memberId, memberId));
  return row?.token;
}

/** Deletes a member's feed: its secret opens nothing any more. */
export async function deleteFeed(db: Queryable, memberId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.memberId, memberId));
}
