import { z } from 'zod';
import { communityLimits, rsvpStatuses } from './constants.ts';
import { isoMoment, readMoment } from './dates.ts';
import { messages } from './messages.ts';
import { page } from './pagination.ts';
import { chosenPlace, location, placeId } from './places.ts';
import { text } from './text.ts';
import { optionalText, profilePicture, user } from './users.ts';

/** An event's moment as sent: an ISO date-time, kept to the second in UTC. */
const eventMoment = text({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .transform((value, context) => {
    const moment = readMoment(value);
    if (moment) return moment.toISOString();
    context.addIssue({ code: 'custom', message: messages.invalidDate });
    return z.NEVER;
  });

/** Whether the runtime knows an IANA time zone of this name (aliases such as "Asia/Calcutta" too). */
function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const eventFields = {
  name: text({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(communityLimits.eventNameMaxLength, messages.maxLength(communityLimits.eventNameMaxLength)),
  description: optionalText(communityLimits.eventDescriptionMaxLength, { multiline: true }),
  location: chosenPlace,
  start_datetime: eventMoment,
  end_datetime: eventMoment,
  /** The IANA time zone to show the times in; the place's when not sent. */
  event_tz: text().trim().max(64).refine(isTimeZone, messages.unknownTimeZone).nullable(),
  /** How many may go; null for no limit. */
  capacity: z.number().int().min(1).max(communityLimits.eventCapacityMax).nullable(),
};

/** SPEC §5: a start after the end is refused in the spec's words, under the end. */
const startNotAfterEnd = (event: { start_datetime?: string; end_datetime?: string }) =>
  !event.start_datetime || !event.end_datetime || event.start_datetime <= event.end_datetime;
const endIssue = {
  message: messages.departureBeforeArrival,
  path: ['end_datetime'],
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'start_datetime' || issue.path?.[0] === 'end_datetime'),
};

/** `POST /events/`: name, place, start and end required; of a community (its admins only) and of one of its channels if sent. */
export const createEventRequest = z
  .object({
    ...eventFields,
    description: eventFields.description.optional(),
    event_tz: eventFields.event_tz.optional(),
    capacity: eventFields.capacity.default(null),
    community: z.uuid().nullable().default(null),
    channel: z.uuid().nullable().default(null),
  })
  .refine(startNotAfterEnd, endIssue);
export type CreateEventRequest = z.input<typeof createEventRequest>;

/** `PUT /events/{id}/`: only what is sent changes. */
export const updateEventRequest = z
  .object({ ...eventFields, channel: z.uuid().nullable() })
  .partial()
  .refine(startNotAfterEnd, endIssue);
export type UpdateEventRequest = z.input<typeof updateEventRequest>;

/** The caller's answer to an event: `waitlisted` while "going" waits for a place. */
export const rsvp = z.object({ status: z.enum(rsvpStatuses), waitlisted: z.boolean() });
export type Rsvp = z.infer<typeof rsvp>;
/** `POST /events/{id}/rsvp/`. */
export const rsvpRequest = z.object({ status: z.enum(rsvpStatuses) });
export type RsvpRequest = z.input<typeof rsvpRequest>;

/** What the caller may do with an event. */
export const eventAbilities = z.object({ edit: z.boolean(), delete: z.boolean(), rsvp: z.boolean() });
export type EventAbilities = z.infer<typeof eventAbilities>;

/** The community an event belongs to, as its cards name it. */
export const eventCommunity = z.object({
  id: z.uuid(),
  name: z.string(),
  handle: z.string(),
  community_picture: profilePicture,
  private: z.boolean(),
});

/**
 * An event as the caller may see it (SPEC §3 "Event"). `attendees` are members going (not those
 * waiting for a place), first come first, as the caller may see them by the same rules as every
 * profile, without anyone blocked either way: up to `eventAttendeesShown` in the detail, the first
 * `mosaicMembers` in lists (for the card). Visitors see none.
 */
export const event = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  location,
  start_datetime: z.iso.datetime(),
  end_datetime: z.iso.datetime(),
  event_tz: z.string(),
  capacity: z.number().int().nullable(),
  community: eventCommunity.nullable(),
  channel: z.uuid().nullable(),
  creator: user.nullable(),
  going_count: z.number().int(),
  waitlist_count: z.number().int(),
  attendees: z.array(user),
  my_rsvp: rsvp.nullable(),
  abilities: eventAbilities,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Event = z.infer<typeof event>;

/** `GET /events/`: events that end on or after `date_gte` (now) and start by `date_lte`, soonest first. */
export const eventsQuery = z.object({
  date_gte: isoMoment.optional(),
  date_lte: isoMoment.optional(),
  location: placeId.optional(),
  community: z.uuid().optional(),
  /** Only events at the places and times the caller will be (the dashboard's events tab). */
  around_me: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type EventsQuery = z.input<typeof eventsQuery>;
/** `GET /events/user-events/`: the events the caller created or answered going or maybe, in the same period. */
export const userEventsQuery = eventsQuery.pick({ date_gte: true, date_lte: true, limit: true, offset: true });
export type UserEventsQuery = z.input<typeof userEventsQuery>;
export const eventsPage = page(event);
export type EventsPage = z.infer<typeof eventsPage>;

/**
 * The caller's private calendar feed: a secret address calendar apps subscribe to, with their
 * confirmed trips and the events they are going to. Whoever holds it reads the feed, until a new one
 * replaces it or it is revoked.
 */
export const calendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeed>;
