import { createHash, randomBytes } from 'node:crypto';
import {
  type CalendarFeed,
  communityLimits,
  type createEventRequest,
  type Event,
  type eventsQuery,
  messages,
  type Rsvp,
  type RsvpStatus,
  type updateEventRequest,
  type userEventsQuery,
} from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation, type Queryable } from '../../platform/db.ts';
import { DomainError, fieldError } from '../../platform/errors.ts';
import { apiPrefix } from '../../platform/http.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { attachEventToChannel, detachEvent, findCommunityRow, findMembershipRow } from '../communities/index.ts';
import { findStandings } from '../connections/index.ts';
import { findPresencesDuring, placesNear } from '../crossings/index.ts';
import { findLocation, findLocations, toLocation } from '../locations/index.ts';
import { pictureUrls } from '../media/index.ts';
import { findCalendarMeetups } from '../messaging/index.ts';
import { viewMembers } from '../users/index.ts';
import {
  canCreateEventIn,
  canManageEvent,
  canSeeEvent,
  type EventCaller,
  type EventFacts,
  eventAbilitiesOf,
  rsvpRefusal,
} from './events.policy.ts';
import {
  countGoing,
  deleteEventRow,
  deleteFeed,
  deleteRsvp,
  type EventChanges,
  type EventFilter,
  type EventWithContext,
  findAnswersIn,
  findCommunityIdsOfEvents,
  findEventById,
  findEventsWithPlaceOf,
  findFeedByHash,
  findFeedToken,
  findRsvp,
  findRsvpsOf,
  findTurnouts,
  findVisibleEvents,
  insertEvent,
  lockEvent,
  type PlacesAndDays,
  promoteWaiting,
  saveFeed,
  saveRsvp,
  updateEventRow,
} from './events.repository.ts';
import type { EventRow } from './events.table.ts';
import { type CalendarEntry, writeCalendar } from './ics.ts';

type NewEventRequest = z.output<typeof createEventRequest>;
type EventRequest = z.output<typeof updateEventRequest>;
type FieldErrors = Record<string, string[]>;

const visitor: EventCaller = { memberId: null, membership: null, isBlockedWithCreator: false };

const factsOf = (context: AppContext, { event, community }: EventWithContext): EventFacts => ({
  creatorId: event.creatorId,
  community: community && { isPrivate: community.isPrivate },
  hasEnded: event.endAt <= context.clock.now(),
});

/**
 * How the viewer stands towards each event: their place in its community and whether they and its
 * creator are in a block, one lookup per community and one query for every creator.
 */
async function callersOf(
  context: AppContext,
  viewerId: string | null,
  rows: readonly EventWithContext[],
): Promise<Map<string, EventCaller>> {
  if (viewerId === null) return new Map(rows.map((row) => [row.event.id, visitor]));
  const communityIds = [...new Set(rows.flatMap((row) => (row.community ? [row.community.id] : [])))];
  const [memberships, standings] = await Promise.all([
    Promise.all(communityIds.map((id) => findMembershipRow(context.db, id, viewerId))),
    findStandings(
      context.db,
      viewerId,
      rows.map((row) => row.event.creatorId),
    ),
  ]);
  const membershipOf = new Map(communityIds.map((id, index) => [id, memberships[index] ?? null]));
  return new Map(
    rows.map(({ event }) => [
      event.id,
      {
        memberId: viewerId,
        membership: (event.communityId && membershipOf.get(event.communityId)) || null,
        isBlockedWithCreator: standings.get(event.creatorId)?.isBlocked === true,
      },
    ]),
  );
}

/** The event of this id that the viewer sees, and how they stand towards it; any other is not found. */
async function requireVisibleEvent(context: AppContext, viewerId: string | null, id: string) {
  const row = await findEventById(context.db, id);
  if (!row) throw new DomainError('event.not_found');
  const caller = (await callersOf(context, viewerId, [row])).get(id)!;
  if (!canSeeEvent(factsOf(context, row).community, caller.membership)) throw new DomainError('event.not_found');
  return { row, caller };
}

/**
 * Events as the viewer sees them (`callers`: how they stand towards each), each with its turnout
 * and the viewer's answer: the first `attendeesShown` going, as the viewer may see them and without
 * anyone in a block with them (visitors see none). Pass only events the viewer sees.
 */
async function presentEvents(
  context: AppContext,
  viewerId: string | null,
  rows: readonly EventWithContext[],
  callers: Map<string, EventCaller>,
  attendeesShown: number,
): Promise<Event[]> {
  const ids = rows.map((row) => row.event.id);
  const [turnouts, answers] = await Promise.all([
    findTurnouts(context.db, ids, viewerId === null ? 0 : attendeesShown),
    viewerId === null ? new Map() : findRsvpsOf(context.db, viewerId, ids),
  ]);
  const attendeeIds = [...turnouts.values()].flatMap((turnout) => turnout.attendeeIds);
  const [users, standings] = await Promise.all([
    viewMembers(context, viewerId, [...rows.map((row) => row.event.creatorId), ...attendeeIds]),
    viewerId === null ? new Map() : findStandings(context.db, viewerId, attendeeIds),
  ]);
  return rows.map((row) => {
    const { event, place, community } = row;
    const turnout = turnouts.get(event.id);
    const answer = answers.get(event.id);
    return {
      id: event.id,
      name: event.name,
      description: event.description,
      location: toLocation(place),
      start_datetime: event.startAt.toISOString(),
      end_datetime: event.endAt.toISOString(),
      event_tz: event.eventTz,
      capacity: event.capacity,
      community: community && {
        id: community.id,
        name: community.name,
        handle: community.handle,
        community_picture: pictureUrls(context.config.publicUrl, community.pictureKey),
        private: community.isPrivate,
      },
      channel: row.channelId,
      creator: users.get(event.creatorId) ?? null,
      going_count: turnout?.going ?? 0,
      waitlist_count: turnout?.waiting ?? 0,
      attendees: (turnout?.attendeeIds ?? []).flatMap((id) => {
        const user = users.get(id);
        return user && standings.get(id)?.isBlocked !== true ? [user] : [];
      }),
      my_rsvp: answer ? { status: answer.status, waitlisted: answer.waitlisted } : null,
      abilities: eventAbilitiesOf(factsOf(context, row), callers.get(event.id)!),
      created_at: event.createdAt.toISOString(),
      updated_at: event.updatedAt.toISOString(),
    };
  });
}

/** `GET /events/{id}/`: an event the caller sees (visitors too); any other is not found. */
export async function viewEvent(context: AppContext, viewerId: string | null, id: string): Promise<Event> {
  const { row, caller } = await requireVisibleEvent(context, viewerId, id);
  const callers = new Map([[id, caller]]);
  const [event] = await presentEvents(context, viewerId, [row], callers, communityLimits.eventAttendeesShown);
  return event!;
}

/** The moment a list's `date_lte` names: a day alone means the end of that day. */
function untilMoment(value: string) {
  const moment = new Date(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(moment.getTime() + 86_400_000 - 1) : moment;
}

const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The period of a list: events that end at or after `date_gte` (now) and start by `date_lte`. */
const periodOf = (context: AppContext, query: { date_gte?: string; date_lte?: string }) => ({
  endsOnOrAfter: query.date_gte === undefined ? context.clock.now() : new Date(query.date_gte),
  startsOnOrBefore: query.date_lte === undefined ? undefined : untilMoment(query.date_lte),
});

/**
 * Where and when a member will be during a period, as the crossings count it (their confirmed
 * trips, their home city on the other days), each presence with every place within the crossing
 * radius of its own.
 */
async function placesAndDaysOf(
  context: AppContext,
  memberId: string,
  period: { endsOnOrAfter: Date; startsOnOrBefore?: Date },
): Promise<PlacesAndDays> {
  const presences = await findPresencesDuring(context, memberId, {
    from: dayOf(period.endsOnOrAfter),
    to: period.startsOnOrBefore ? dayOf(period.startsOnOrBefore) : 'infinity',
  });
  const placeIds = [...new Set(presences.map((presence) => presence.placeId))];
  const near = new Map(await Promise.all(placeIds.map(async (id) => [id, await placesNear(context, id)] as const)));
  const around: PlacesAndDays = { placeIds: [], startsOn: [], endsOn: [] };
  for (const presence of presences) {
    for (const placeId of near.get(presence.placeId) ?? []) {
      around.placeIds.push(placeId);
      around.startsOn.push(presence.startsOn);
      around.endsOn.push(presence.endsOn);
    }
  }
  return around;
}

async function listVisibleEvents(
  context: AppContext,
  viewerId: string | null,
  filter: EventFilter,
  window: { limit: number; offset: number },
): Promise<ListSlice<Event>> {
  const { count, rows } = await findVisibleEvents(context.db, viewerId, filter, window);
  const callers = await callersOf(context, viewerId, rows);
  return { count, results: await presentEvents(context, viewerId, rows, callers, communityLimits.mosaicMembers) };
}

/**
 * `GET /events/`: a page of the events the caller sees (visitors the public ones) in the period,
 * soonest first: at a place and those within the crossing radius of it, of a community, or, with
 * `around_me`, at the places and on the days the caller will be there (signed in only).
 */
export async function listEvents(
  context: AppContext,
  viewerId: string | null,
  query: z.output<typeof eventsQuery>,
): Promise<ListSlice<Event>> {
  if (query.around_me && viewerId === null) throw new DomainError('unauthenticated');
  const period = periodOf(context, query);
  const filter: EventFilter = { ...period, communityId: query.community };
  if (query.location !== undefined) {
    if (!(await findLocation(context.db, query.location))) return { count: 0, results: [] };
    filter.placeIds = await placesNear(context, query.location);
  }
  if (query.around_me && viewerId !== null) filter.around = await placesAndDaysOf(context, viewerId, period);
  return listVisibleEvents(context, viewerId, filter, query);
}

/**
 * `GET /communities/?location=`: the communities with events not yet over at or near a place, of
 * those whose events the viewer may see (a private community's events stay unknown to outsiders).
 */
export async function findCommunitiesWithEventsNear(context: AppContext, viewerId: string, placeId: number) {
  const placeIds = await placesNear(context, placeId);
  return findCommunityIdsOfEvents(context.db, viewerId, { endsOnOrAfter: context.clock.now(), placeIds });
}

/** `GET /events/user-events/`: the events the member created or answered going or maybe, soonest first. */
export function listUserEvents(
  context: AppContext,
  memberId: string,
  query: z.output<typeof userEventsQuery>,
): Promise<ListSlice<Event>> {
  return listVisibleEvents(context, memberId, { ...periodOf(context, query), involvingId: memberId }, query);
}

/** The start of the current minute: a moment in it is not past (a form is sent a little after it was filled in). */
function startOfMinute(context: AppContext) {
  const now = context.clock.now();
  now.setUTCSeconds(0, 0);
  return now;
}

/**
 * The checks of an event's times (SPEC §5 event form), on the stored event with what was sent: no
 * moment being chosen is past, and the start is not after the end (said under the end).
 */
function checkTimes(request: EventRequest, stored: EventRow | undefined, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const chosen = (sent: string | undefined, kept: Date | undefined) => {
    const moment = sent === undefined ? undefined : new Date(sent);
    return { moment: moment ?? kept, isNew: moment !== undefined && moment.getTime() !== kept?.getTime() };
  };
  const start = chosen(request.start_datetime, stored?.startAt);
  const end = chosen(request.end_datetime, stored?.endAt);
  if (start.isNew && start.moment! < now) errors.start_datetime = [messages.pastDate];
  if (end.isNew && end.moment! < now) errors.end_datetime = [messages.pastDate];
  if (start.moment && end.moment && start.moment > end.moment) {
    errors.end_datetime = [...(errors.end_datetime ?? []), messages.departureBeforeArrival];
  }
  return errors;
}

/** The checks of the place: one of the list; returns its time zone, the event's unless another is chosen. */
async function checkPlace(context: AppContext, locationId: number, errors: FieldErrors) {
  const place = await findLocation(context.db, locationId);
  if (!place) {
    errors.location = [messages.unknownPlace];
    return undefined;
  }
  // Events at this place are found near it as trips are (the neighbourhoods of the crossings).
  await placesNear(context, place.id);
  return place.time_zone;
}

/** Refuses a request with errors, all of them at once. */
function refuseInvalid(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw fieldError(errors);
}

/** A name already used in the community is refused in the spec's words, under the name. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new DomainError('event.name_taken', { fields: { name: [messages.eventNameTaken] } });
  }
}

/** Sets the event's channel (one of its community's), or none; a channel of no such community is refused. */
async function linkChannel(tx: Queryable, event: EventRow, channelId: string | null) {
  if (channelId === null) return detachEvent(tx, event.id);
  const linked =
    event.communityId !== null &&
    (await attachEventToChannel(tx, { communityId: event.communityId, channelId, eventId: event.id }));
  if (!linked) throw fieldError({ channel: [messages.channelNotFound] });
}

/**
 * Fills the places an event has free from its waiting list, first come first served, telling the
 * other modules in `tx` of each member who moved up; returns who did.
 */
async function fillFreedPlaces(context: AppContext, tx: Queryable, event: Pick<EventRow, 'id' | 'capacity'>) {
  const free = event.capacity === null ? null : event.capacity - (await countGoing(tx, event.id));
  const promoted = free === null || free > 0 ? await promoteWaiting(tx, event.id, free) : [];
  for (const memberId of promoted) {
    await context.events.publishInTransaction(tx, 'event.waitlist_promoted', { eventId: event.id, memberId });
  }
  return promoted;
}

/** Tells the members who moved up from the waiting list (notifications), once the change has committed. */
async function announcePromotions(context: AppContext, eventId: string, memberIds: readonly string[]) {
  for (const memberId of memberIds) await context.events.publish('event.waitlist_promoted', { eventId, memberId });
}

/**
 * `POST /events/`: creates an event of the member's own, or of a community they are an active
 * admin of (and of one of its channels when named), at a place of the list, not in the past; its
 * time zone is the place's unless another is chosen.
 */
export async function createEvent(context: AppContext, creatorId: string, request: NewEventRequest): Promise<Event> {
  const errors = checkTimes(request, undefined, startOfMinute(context));
  const placeTz = await checkPlace(context, request.location, errors);
  let community = null;
  if (request.community !== null) {
    const [row, membership] = await Promise.all([
      findCommunityRow(context.db, request.community),
      findMembershipRow(context.db, request.community, creatorId),
    ]);
    community = row ? { isPrivate: row.isPrivate } : null;
    if (!community || !canSeeEvent(community, membership ?? null)) errors.community = [messages.communityNotFound];
    else if (!canCreateEventIn(community, membership ?? null)) throw new DomainError('forbidden');
  }
  if (request.channel !== null && request.community === null) errors.channel = [messages.channelNotFound];
  refuseInvalid(errors);
  const event = await withUniqueName(() =>
    context.db.transaction(async (tx) => {
      const event = await insertEvent(tx, {
        communityId: request.community,
        creatorId,
        name: request.name,
        description: request.description ?? null,
        locationId: request.location,
        startAt: new Date(request.start_datetime),
        endAt: new Date(request.end_datetime),
        eventTz: request.event_tz ?? placeTz!,
        capacity: request.capacity,
      });
      if (request.channel !== null) await linkChannel(tx, event, request.channel);
      const created = { eventId: event.id, creatorId, communityId: event.communityId };
      await context.events.publishInTransaction(tx, 'event.created', created);
      return event;
    }),
  );
  await context.events.publish('event.created', { eventId: event.id, creatorId, communityId: event.communityId });
  return viewEvent(context, creatorId, event.id);
}

/** The request's sent values as columns; undefined means "not sent": those columns keep their values. */
function columnsOf(request: EventRequest, placeTz: string | undefined): EventChanges {
  const changes: EventChanges = {
    name: request.name,
    description: request.description,
    locationId: request.location,
    startAt: request.start_datetime === undefined ? undefined : new Date(request.start_datetime),
    endAt: request.end_datetime === undefined ? undefined : new Date(request.end_datetime),
    // A time zone sent as null, or a new place without one sent, takes the place's.
    eventTz: request.event_tz ?? (request.event_tz === null || request.location !== undefined ? placeTz : undefined),
    capacity: request.capacity,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as EventChanges;
}

/** The event of this id that the member may change: not found when they do not see it, forbidden when not theirs to run. */
async function requireManagedEvent(context: AppContext, memberId: string, id: string) {
  const { row, caller } = await requireVisibleEvent(context, memberId, id);
  if (!canManageEvent(factsOf(context, row), caller)) throw new DomainError('forbidden');
  return row;
}

/**
 * `PUT /events/{id}/`: changes what was sent of an event the member runs. A capacity below those
 * already going is refused; a higher one (or none) moves the first in line up, who are told.
 */
export async function updateEvent(context: AppContext, memberId: string, id: string, request: EventRequest) {
  const row = await requireManagedEvent(context, memberId, id);
  const errors = checkTimes(request, row.event, startOfMinute(context));
  // The place's time zone is needed when the place changes, or the chosen zone gives way to it.
  const placeTz =
    request.location !== undefined || request.event_tz === null
      ? await checkPlace(context, request.location ?? row.event.locationId, errors)
      : undefined;
  refuseInvalid(errors);
  const promoted = await withUniqueName(() =>
    context.db.transaction(async (tx) => {
      const stored = await lockEvent(tx, id);
      if (!stored) throw new DomainError('event.not_found');
      if (request.capacity != null && request.capacity < (await countGoing(tx, id))) {
        throw new DomainError('event.capacity_below_going', {
          fields: { capacity: [messages.eventCapacityBelowGoing] },
        });
      }
      const event = await updateEventRow(tx, id, columnsOf(request, placeTz));
      if (request.channel !== undefined) await linkChannel(tx, event, request.channel);
      return request.capacity === undefined ? [] : fillFreedPlaces(context, tx, event);
    }),
  );
  await announcePromotions(context, id, promoted);
  return viewEvent(context, memberId, id);
}

/** `DELETE /events/{id}/`: deletes an event the member runs, its answers with it. */
export async function deleteEvent(context: AppContext, memberId: string, id: string) {
  await requireManagedEvent(context, memberId, id);
  await context.db.transaction(async (tx) => {
    await detachEvent(tx, id);
    await deleteEventRow(tx, id);
  });
}

/**
 * `POST /events/{id}/rsvp/`: the member's answer. Past the capacity, "going" joins the waiting
 * list; a member with a place who answers otherwise frees it for the first in line, who is told.
 * The event is held while answering, so two answers at once never give out more places than it has.
 */
export async function answerEvent(
  context: AppContext,
  memberId: string,
  id: string,
  status: RsvpStatus,
): Promise<Rsvp> {
  const { row, caller } = await requireVisibleEvent(context, memberId, id);
  const refusal = rsvpRefusal(factsOf(context, row), caller);
  if (refusal) throw new DomainError(refusal);
  const { answer, promoted } = await context.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw new DomainError('event.not_found');
    const current = await findRsvp(tx, id, memberId);
    if (status === 'going') {
      // Answering "going" again keeps the place, or the place in line.
      if (current?.status === 'going') return { answer: { status, waitlisted: current.waitlisted }, promoted: [] };
      const waitlisted = event.capacity !== null && (await countGoing(tx, id)) >= event.capacity;
      await saveRsvp(tx, { eventId: id, memberId, status, waitlisted, queuedAt: context.clock.now() });
      return { answer: { status, waitlisted }, promoted: [] };
    }
    await saveRsvp(tx, { eventId: id, memberId, status, waitlisted: false });
    const heldPlace = current?.status === 'going' && !current.waitlisted;
    return {
      answer: { status, waitlisted: false },
      promoted: heldPlace ? await fillFreedPlaces(context, tx, event) : [],
    };
  });
  await announcePromotions(context, id, promoted);
  return answer;
}

/**
 * Takes back a member's answers to these events, one event held at a time; each place freed goes
 * to the first in line, who is told.
 */
async function withdrawAnswers(context: AppContext, memberId: string, eventIds: readonly string[]) {
  for (const eventId of eventIds) {
    const promoted = await context.db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      const answer = event && (await findRsvp(tx, eventId, memberId));
      if (!event || !answer) return [];
      await deleteRsvp(tx, eventId, memberId);
      return answer.status === 'going' && !answer.waitlisted ? fillFreedPlaces(context, tx, event) : [];
    });
    await announcePromotions(context, eventId, promoted);
  }
}

/**
 * A member who is no longer in a private community no longer sees its events: their answers to
 * those not over go, and their places with them. A public community's events stay open to
 * everyone, so answers given there stand.
 */
async function withdrawFromCommunityEvents(context: AppContext, communityId: string, memberId: string) {
  const community = await findCommunityRow(context.db, communityId);
  if (!community?.isPrivate) return;
  await withdrawAnswers(context, memberId, await findAnswersIn(context.db, communityId, memberId, context.clock.now()));
}

/**
 * Keeps the waiting lists moving as members leave: a deleted account's places at others' events go
 * to those in line (its answers go with it), and so do the answers of a member who left a private
 * community.
 */
export function subscribeEventsToEvents(context: AppContext) {
  context.events.subscribe('member.deleting', async ({ memberId }) =>
    withdrawAnswers(context, memberId, await findEventsWithPlaceOf(context.db, memberId)),
  );
  context.events.subscribe('community.membership_ended', ({ communityId, memberId }) =>
    withdrawFromCommunityEvents(context, communityId, memberId),
  );
}

/** Where the web app shows an event (its dialog over the events screen). */
const eventUrl = (context: AppContext, id: string) => `${context.config.publicUrl}/events?event=${id}`;

/** Unique across calendars: the kind and id of the thing, at the app's host. */
const uidOf = (context: AppContext, kind: 'event' | 'trip' | 'meetup', id: string) =>
  `${kind}-${id}@${new URL(context.config.publicUrl).host}`;

function eventEntry(context: AppContext, { event, place }: EventWithContext): CalendarEntry {
  return {
    uid: uidOf(context, 'event', event.id),
    summary: event.name,
    when: { start: event.startAt, end: event.endAt },
    location: toLocation(place).title,
    description: event.description,
    url: eventUrl(context, event.id),
    lastModified: event.updatedAt,
  };
}

/** `GET /events/{id}/ics/`: an event the caller sees as an iCalendar file, for any calendar app. */
export async function exportEvent(context: AppContext, viewerId: string | null, id: string): Promise<string> {
  const { row } = await requireVisibleEvent(context, viewerId, id);
  return writeCalendar([eventEntry(context, row)], { stamp: context.clock.now() });
}

/** How long a meetup stands in a calendar: it names a start only. */
const meetupCalendarMs = 3_600_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const feedOf = (context: AppContext, token: string): CalendarFeed => ({
  url: `${context.config.publicUrl}${apiPrefix}/calendar/${token}.ics`,
});

/** `GET /calendar-feed/`: the address of the member's private calendar feed; not found while it is off. */
export async function viewCalendarFeed(context: AppContext, memberId: string): Promise<CalendarFeed> {
  const token = await findFeedToken(context.db, memberId);
  if (!token) throw new DomainError('not_found');
  return feedOf(context, token);
}

/** `POST /calendar-feed/`: turns the member's feed on with a new address; an old one opens nothing any more. */
export async function renewCalendarFeed(context: AppContext, memberId: string): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  await saveFeed(context.db, { memberId, token, tokenHash: hashOf(token) });
  return feedOf(context, token);
}

/** `DELETE /calendar-feed/`: the member's feed is closed until they ask for an address again. */
export async function revokeCalendarFeed(context: AppContext, memberId: string) {
  await deleteFeed(context.db, memberId);
}

/**
 * `GET /calendar/{token}.ics`, for calendar apps (no sign-in: the secret is the key): the feed
 * owner's confirmed trips as whole days, the events they are going to with a place, and their
 * accepted meetups (an hour from their start, which is all a meetup names).
 */
export async function readCalendarFeed(context: AppContext, token: string): Promise<string> {
  const feed = await findFeedByHash(context.db, hashOf(token));
  if (!feed) throw new DomainError('not_found');
  const { memberId } = feed;
  const [presences, events, meetups] = await Promise.all([
    findPresencesDuring(context, memberId, { from: '-infinity', to: 'infinity' }),
    findVisibleEvents(context.db, memberId, { attendedById: memberId }),
    findCalendarMeetups(context, memberId),
  ]);
  // A member's presences away from home are their confirmed trips.
  const trips = presences.flatMap((presence) => (presence.tripId ? [{ ...presence, tripId: presence.tripId }] : []));
  const places = await findLocations(
    context.db,
    trips.map((trip) => trip.placeId),
  );
  const tripEntries = trips.flatMap((trip): CalendarEntry[] => {
    const place = places.get(trip.placeId);
    if (!place) return [];
    return [
      {
        uid: uidOf(context, 'trip', trip.tripId),
        summary: `Trip to ${place.title}`,
        when: { firstDay: trip.startsOn, lastDay: trip.endsOn },
        location: place.title,
        url: `${context.config.publicUrl}/trips/${trip.tripId}`,
      },
    ];
  });
  const meetupEntries = meetups.map((meetup): CalendarEntry => {
    const start = new Date(meetup.starts_at);
    const place = [meetup.venue, meetup.location.title].filter(Boolean).join(', ');
    return {
      uid: uidOf(context, 'meetup', meetup.id),
      summary: meetup.with ? `Meetup with ${meetup.with.display_name}` : 'Meetup',
      when: { start, end: new Date(start.getTime() + meetupCalendarMs) },
      location: place,
      url: `${context.config.publicUrl}/inbox/view/${meetup.conversation_id}`,
    };
  });
  const entries = [...tripEntries, ...events.rows.map((row) => eventEntry(context, row)), ...meetupEntries];
  return writeCalendar(entries, { stamp: context.clock.now(), name: 'Here & There', refreshMinutes: 60 });
}
