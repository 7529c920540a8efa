import { z } from 'zod';
import { crossingKinds, limits } from './constants.ts';
import { isoMoment } from './dates.ts';
import { page } from './pagination.ts';
import { location, placeId } from './places.ts';
import { text } from './text.ts';
import { tripSummary } from './trips.ts';
import { user } from './users.ts';

/**
 * One crossing of the caller with someone they chose (DESIGN §5): `location` is where, the period
 * is when they are both there (for a near miss, when the other is there, close to the caller's
 * days), `my_trip` and `their_trip` the trips it is made of — null for a home city.
 */
export const crossing = z.object({
  user,
  kind: z.enum(crossingKinds),
  location,
  arrival_datetime: z.iso.datetime(),
  departure_datetime: z.iso.datetime(),
  my_trip: tripSummary.nullable(),
  their_trip: tripSummary.nullable(),
});
export type Crossing = z.infer<typeof crossing>;

/** `GET /crossings/`: crossings that end on or after `date_gte` (now) and start by `date_lte`, soonest first. */
export const crossingsQuery = z.object({
  date_gte: isoMoment.optional(),
  date_lte: isoMoment.optional(),
  kind: z.enum(crossingKinds).optional(),
  /** Only the crossings of one of the caller's trips. */
  trip: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(limits.connections).default(limits.usersPrefetch),
  offset: z.coerce.number().int().min(0).default(0),
});
export type CrossingsQuery = z.input<typeof crossingsQuery>;

export const crossingsPage = page(crossing);
export type CrossingsPage = z.infer<typeof crossingsPage>;

/** Where a member is in a period: their home city, or a trip's destination. */
export const whereabouts = z.object({
  kind: z.enum(['home', 'trip']),
  location,
  /** Null for a home city: it has no start or end. */
  arrival_datetime: z.iso.datetime().nullable(),
  departure_datetime: z.iso.datetime().nullable(),
  trip_id: z.uuid().nullable(),
});
export type Whereabouts = z.infer<typeof whereabouts>;

/** A member of a list of people in a place: the member as the caller may see them, and where they are. */
export const memberInPlace = user.extend({ whereabouts: whereabouts.nullable() });
export type MemberInPlace = z.infer<typeof memberInPlace>;

/**
 * `GET /users/`: the people the caller may see who will be in a place in a period — their visible
 * trips there, or their home city when they let the caller see it — by first name, 20 a page.
 * Without `location`, the people the caller chose, where each of them is in the period.
 */
export const usersQuery = z.object({
  location: placeId.optional(),
  date_gte: isoMoment.optional(),
  date_lte: isoMoment.optional(),
  search: text().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(limits.usersPrefetch).default(limits.usersPage),
  offset: z.coerce.number().int().min(0).default(0),
});
export type UsersQuery = z.input<typeof usersQuery>;

export const usersPage = page(memberInPlace);
export type UsersPage = z.infer<typeof usersPage>;

/** `GET /users/map/`: every place where the people the caller chose are in a period (pro). */
export const mapQuery = z.object({ date_gte: isoMoment.optional(), date_lte: isoMoment.optional() });
export type MapQuery = z.input<typeof mapQuery>;
export const mapPoints = z.object({
  results: z.array(z.object({ user, whereabouts })),
});
export type MapPoints = z.infer<typeof mapPoints>;
