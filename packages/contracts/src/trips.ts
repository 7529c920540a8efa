import { z } from 'zod';
import { limits, tripDescriptionMaxLength, tripStatuses } from './constants.ts';
import { isoMoment, readMoment } from './dates.ts';
import { messages } from './messages.ts';
import { page } from './pagination.ts';
import { chosenPlace, location, placeId } from './places.ts';
import { text } from './text.ts';
import { optionalText, user, visibilityLevel } from './users.ts';

/**
 * A trip's day as the client sends it (SPEC §3: arrival at 00:00 and departure at 23:59 UTC of the
 * chosen dates): an ISO date or date-time, of which the UTC calendar date counts. Parsed into that
 * date, `YYYY-MM-DD`; a date that does not exist ("2030-02-31") is refused, not moved on.
 */
export const tripDay = text({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .transform((value, context) => {
    const moment = readMoment(value);
    if (moment) return moment.toISOString().slice(0, 10);
    context.addIssue({ code: 'custom', message: messages.invalidDate });
    return z.NEVER;
  });

const tripFields = {
  location: chosenPlace,
  arrival_datetime: tripDay,
  departure_datetime: tripDay,
  visibility: visibilityLevel,
  /** Members who must not see this trip whatever its visibility. */
  visibility_exclusions: z.array(z.uuid()).max(limits.connections),
  description: optionalText(tripDescriptionMaxLength, { multiline: true }),
  status: z.enum(tripStatuses),
  /** Tell the owner's network about the trip when it is saved (SPEC §3 "notify flag"). */
  notify: z.boolean(),
};

/** Departure before arrival is refused in the spec's words, under the departure. */
const departureNotBeforeArrival = (trip: { arrival_datetime?: string; departure_datetime?: string }) =>
  !trip.arrival_datetime || !trip.departure_datetime || trip.departure_datetime >= trip.arrival_datetime;
const departureIssue = {
  message: messages.departureBeforeArrival,
  path: ['departure_datetime'],
  // Only between two valid dates: a date that could not be read has its own message.
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'arrival_datetime' || issue.path?.[0] === 'departure_datetime'),
};

/** `POST /trips/`: location and dates are required; visibility public and status confirmed unless sent. */
export const createTripRequest = z
  .object({
    ...tripFields,
    visibility: tripFields.visibility.default('public'),
    visibility_exclusions: tripFields.visibility_exclusions.default([]),
    description: tripFields.description.optional(),
    status: tripFields.status.default('confirmed'),
    notify: tripFields.notify.default(false),
  })
  .refine(departureNotBeforeArrival, departureIssue);
export type CreateTripRequest = z.input<typeof createTripRequest>;

/** `PUT /trips/{id}/`: only what is sent changes; `status: "confirmed"` confirms a trip found in mail. */
export const updateTripRequest = z.object(tripFields).partial().refine(departureNotBeforeArrival, departureIssue);
export type UpdateTripRequest = z.input<typeof updateTripRequest>;

/** `PATCH /trips/{id}/`: the owner's contacts to tell about this trip (SPEC §5: at least one). */
export const patchTripRequest = z.object({
  contacts_to_notify: z.array(z.uuid()).min(1, messages.atLeastOne).max(limits.tripNotifyPicker),
});
export type PatchTripRequest = z.infer<typeof patchTripRequest>;

/** A trip without its owner: how crossings name the trips they are made of. */
export const tripSummary = z.object({
  id: z.uuid(),
  location,
  arrival_datetime: z.iso.datetime(),
  departure_datetime: z.iso.datetime(),
});
export type TripSummary = z.infer<typeof tripSummary>;

/**
 * A trip as the caller may see it (SPEC §3 "Trip"). The owner's settings — exclusions, the notify
 * flag, the contacts to notify, the booking it was read from — are shown to the owner only (empty
 * for anyone else).
 */
export const trip = tripSummary.extend({
  owner: z.uuid(),
  /** The owner as the caller may see them. */
  user,
  status: z.enum(tripStatuses),
  description: z.string().nullable(),
  /** The IANA time zone of the destination. */
  trip_tz: z.string(),
  visibility: visibilityLevel,
  visibility_exclusions: z.array(z.uuid()),
  notify: z.boolean(),
  contacts_to_notify: z.array(z.uuid()),
  /** Who sold the booking the trip was read from ("Lufthansa"); null for a trip made by hand, and for anyone but the owner. */
  imported_from: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Trip = z.infer<typeof trip>;

/**
 * `GET /trips/`: trips that end on or after `date_gte` (now when absent) and start on or before
 * `date_lte`, by arrival. With `user`, that member's trips the caller may see; without, the
 * caller's own and those the caller may see of the people they chose.
 */
export const tripsQuery = z.object({
  date_gte: isoMoment.optional(),
  date_lte: isoMoment.optional(),
  user: z.uuid().optional(),
  location: placeId.optional(),
  status: z.enum(tripStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(limits.tripsList).default(limits.tripsList),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TripsQuery = z.input<typeof tripsQuery>;

export const tripsPage = page(trip);
export type TripsPage = z.infer<typeof tripsPage>;
