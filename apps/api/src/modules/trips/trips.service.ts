import {
  arrivalOf,
  type createTripRequest,
  departureOf,
  messages,
  type PatchTripRequest,
  type Trip,
  type TripSummary,
  tripDay,
  type tripsQuery,
  type User,
  type updateTripRequest,
} from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type Queryable, transactionRetryingDeadlocks } from '../../platform/db.ts';
import { DomainError, fieldError } from '../../platform/errors.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { findStandings, noStanding, type Standing } from '../connections/index.ts';
import { findOwnContactIds } from '../contacts/index.ts';
import { findLocation, toLocation } from '../locations/index.ts';
import { canSeeTrip, findMembers, type MemberRow, type Viewer, viewMembers } from '../users/index.ts';
import {
  countVisibleTrips,
  deleteTripOfOwner,
  findTripsByIds,
  findTripsOfOwnerFrom,
  findVisibleTrips,
  insertTrip,
  lockTripOfOwner,
  type TripChanges,
  type TripFilter,
  type TripWithPlace,
  updateTripRow,
} from './trips.repository.ts';
import type { TripRow } from './trips.table.ts';

/** The member whose trip is at stake, as far as trips need to know them. */
export type Owner = Pick<MemberRow, 'id' | 'baseLocationId'>;

type NewTripRequest = z.output<typeof createTripRequest>;
type TripRequest = z.output<typeof updateTripRequest>;
type FieldErrors = Record<string, string[]>;

/** Today's date in UTC, the calendar trips are stored in. */
const todayOf = (context: AppContext) => context.clock.now().toISOString().slice(0, 10);

/** A trip's place and days, as crossings name the trips they are made of. */
export function summarizeTrip({ trip, place }: TripWithPlace): TripSummary {
  return {
    id: trip.id,
    location: toLocation(place),
    arrival_datetime: arrivalOf(trip.arrivalOn),
    departure_datetime: departureOf(trip.departureOn),
  };
}

/** A trip as `viewerId` sees it; the owner's settings are theirs alone. */
function presentTrip(row: TripWithPlace, user: User, viewerId: string): Trip {
  const { trip } = row;
  const isOwner = trip.ownerId === viewerId;
  return {
    ...summarizeTrip(row),
    owner: trip.ownerId,
    user,
    status: trip.status,
    description: trip.description,
    trip_tz: trip.tripTz,
    visibility: trip.visibility,
    visibility_exclusions: isOwner ? trip.visibilityExclusions : [],
    notify: isOwner && trip.notify,
    contacts_to_notify: isOwner ? trip.contactsToNotify : [],
    imported_from: isOwner ? trip.importedFrom : null,
    created_at: trip.createdAt.toISOString(),
    updated_at: trip.updatedAt.toISOString(),
  };
}

/**
 * Trips as a member sees them, for every answer that carries trips (lists, crossings,
 * notifications): each owner as the viewer may see them, one query for all. Pass only trips the
 * viewer may see (`canSeeTrip`).
 */
export async function presentTrips(context: AppContext, viewerId: string, rows: readonly TripWithPlace[]) {
  const users = await viewMembers(
    context,
    viewerId,
    rows.map((row) => row.trip.ownerId),
  );
  return rows.flatMap((row) => {
    const user = users.get(row.trip.ownerId);
    return user ? [presentTrip(row, user, viewerId)] : [];
  });
}

/** Trips of these ids with their places, whoever may see them (crossings, notifications); unknown ids are left out. */
export function findTrips(context: AppContext, ids: readonly string[]): Promise<TripWithPlace[]> {
  return findTripsByIds(context.db, ids);
}

/** How a member looks at a trip of `ownerId`, from their standings with the owners. */
export function tripViewerOf(viewerId: string, ownerId: string, standings: Map<string, Standing>): Viewer {
  if (viewerId === ownerId) return { kind: 'self' };
  return { kind: 'member', id: viewerId, standing: standings.get(ownerId) ?? noStanding };
}

/** The trips of these ids that a member may see, as they see them: one query for the standings of all. */
export async function viewTrips(context: AppContext, viewerId: string, ids: readonly string[]): Promise<Trip[]> {
  const rows = await findTripsByIds(context.db, ids);
  const standings = await findStandings(context.db, viewerId, [...new Set(rows.map((row) => row.trip.ownerId))]);
  const visible = rows.filter(({ trip }) => canSeeTrip(trip, tripViewerOf(viewerId, trip.ownerId, standings)));
  return presentTrips(context, viewerId, visible);
}

/** `GET /trips/{id}/`: a trip the caller may see; any other is not found, so nobody learns it exists. */
export async function viewTrip(context: AppContext, viewerId: string, id: string): Promise<Trip> {
  const [trip] = await viewTrips(context, viewerId, [id]);
  if (!trip) throw new DomainError('trip.not_found');
  return trip;
}

/**
 * `GET /trips/`: a page of the trips the caller may see that end on or after `date_gte` (today)
 * and start by `date_lte`, by arrival: of one member with `user`, else the caller's own and those
 * of the people they chose.
 */
export async function listTrips(
  context: AppContext,
  viewerId: string,
  query: z.output<typeof tripsQuery>,
): Promise<ListSlice<Trip>> {
  const filter: TripFilter = {
    ownerId: query.user,
    endsOnOrAfter: query.date_gte === undefined ? todayOf(context) : tripDay.parse(query.date_gte),
    startsOnOrBefore: query.date_lte === undefined ? undefined : tripDay.parse(query.date_lte),
    locationId: query.location,
    status: query.status,
  };
  const window = { limit: query.limit, offset: query.offset };
  const [count, rows] = await Promise.all([
    countVisibleTrips(context.db, viewerId, filter),
    findVisibleTrips(context.db, viewerId, filter, window),
  ]);
  return { count, results: await presentTrips(context, viewerId, rows) };
}

/**
 * The checks of what a trip names (SPEC §5 trip form): a destination from the list that is not
 * the owner's home city, and members to exclude. Returns the errors and the destination's time zone.
 */
async function checkNamed(context: AppContext, owner: Owner, request: TripRequest) {
  const errors: FieldErrors = {};
  let tripTz: string | undefined;
  if (request.location !== undefined) {
    const place = await findLocation(context.db, request.location);
    if (!place) errors.location = [messages.unknownPlace];
    else if (place.id === owner.baseLocationId) errors.location = [messages.tripLocationIsBase];
    else tripTz = place.time_zone;
  }
  const excluded = request.visibility_exclusions ?? [];
  if (excluded.length > 0) {
    const members = new Set((await findMembers(context.db, excluded)).map((profile) => profile.member.id));
    if (excluded.some((id) => !members.has(id))) errors.visibility_exclusions = [messages.userNotFound];
  }
  return { errors, tripTz };
}

/**
 * The checks of a trip's days, on the stored trip with what was sent: no day being chosen is past
 * (a trip under way keeps its first day, but must not have ended), and the departure is not
 * before the arrival.
 */
function checkDays(request: TripRequest, stored: TripRow | undefined, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const arrivalOn = request.arrival_datetime ?? stored?.arrivalOn;
  const departureOn = request.departure_datetime ?? stored?.departureOn;
  const chosenArrival = request.arrival_datetime === stored?.arrivalOn ? undefined : request.arrival_datetime;
  if (chosenArrival !== undefined && chosenArrival < today) add('arrival_datetime', messages.pastDate);
  if (departureOn !== undefined && departureOn < today) add('departure_datetime', messages.pastDate);
  if (arrivalOn !== undefined && departureOn !== undefined && departureOn < arrivalOn) {
    add('departure_datetime', messages.departureBeforeArrival);
  }
  return errors;
}

/** Refuses a trip with errors, all of them at once; a destination at home has its own code. */
function refuseInvalid(errors: FieldErrors) {
  if (Object.keys(errors).length === 0) return;
  const isAtHome = errors.location?.includes(messages.tripLocationIsBase) === true;
  throw isAtHome ? new DomainError('trip.location_is_base', { fields: errors }) : fieldError(errors);
}

/** The request's sent values as columns; undefined means "not sent": those columns keep their values. */
function columnsOf(request: TripRequest, tripTz: string | undefined): TripChanges {
  const changes: TripChanges = {
    locationId: request.location,
    tripTz,
    arrivalOn: request.arrival_datetime,
    departureOn: request.departure_datetime,
    visibility: request.visibility,
    visibilityExclusions: request.visibility_exclusions && [...new Set(request.visibility_exclusions)],
    description: request.description,
    status: request.status,
    notify: request.notify,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as TripChanges;
}

/** Whether a save changes where and when the owner is, or who may see it (the trip before: none for a new one). */
const isMoved = (before: TripRow | undefined, after: TripRow) =>
  !before ||
  (['locationId', 'arrivalOn', 'departureOn', 'status', 'visibility'] as const).some(
    (column) => before[column] !== after[column],
  ) ||
  [...before.visibilityExclusions].sort().join() !== [...after.visibilityExclusions].sort().join();

const savedEvent = (before: TripRow | undefined, row: TripRow) => ({
  tripId: row.id,
  ownerId: row.ownerId,
  created: !before,
  notify: row.notify,
  isMoved: isMoved(before, row),
  confirmed: before !== undefined && before.status !== 'confirmed' && row.status === 'confirmed',
});

/** `POST /trips/`: records a trip of the owner, confirmed and public unless they chose otherwise. */
export async function createTrip(context: AppContext, owner: Owner, request: NewTripRequest): Promise<Trip> {
  const { errors, tripTz } = await checkNamed(context, owner, request);
  refuseInvalid({ ...errors, ...checkDays(request, undefined, todayOf(context)) });
  // The owner's crossings are rewritten in the same transaction (see platform/events.ts).
  const row = await transactionRetryingDeadlocks(context.db, async (tx) => {
    const row = await insertTrip(tx, {
      ...columnsOf(request, tripTz),
      ownerId: owner.id,
      locationId: request.location,
      // A destination that is not a known place was refused above, so a new trip always has its zone.
      tripTz: tripTz!,
      arrivalOn: request.arrival_datetime,
      departureOn: request.departure_datetime,
    });
    await context.events.publishInTransaction(tx, 'trip.saved', savedEvent(undefined, row));
    return row;
  });
  await context.events.publish('trip.saved', savedEvent(undefined, row));
  return viewTrip(context, owner.id, row.id);
}

/**
 * `PUT /trips/{id}/`: changes what was sent of the owner's trip; `status: "confirmed"` confirms a
 * trip found in mail. Another member's trip is not found.
 */
export async function updateTrip(context: AppContext, owner: Owner, id: string, request: TripRequest): Promise<Trip> {
  // Places and members are looked up before the trip is held, so a save holds one connection at a time.
  const { errors, tripTz } = await checkNamed(context, owner, request);
  const saved = await transactionRetryingDeadlocks(context.db, async (tx) => {
    const stored = await lockTripOfOwner(tx, owner.id, id);
    if (!stored) throw new DomainError('trip.not_found');
    refuseInvalid({ ...errors, ...checkDays(request, stored, todayOf(context)) });
    const row = await updateTripRow(tx, id, columnsOf(request, tripTz));
    const saved = savedEvent(stored, row);
    await context.events.publishInTransaction(tx, 'trip.saved', saved);
    return saved;
  });
  await context.events.publish('trip.saved', saved);
  return viewTrip(context, owner.id, id);
}

/**
 * `PATCH /trips/{id}/`: the owner chooses contacts of theirs to tell about the trip (SPEC §5), who
 * are told once the choice is saved.
 */
export async function chooseContactsToNotify(
  context: AppContext,
  ownerId: string,
  id: string,
  request: PatchTripRequest,
): Promise<Trip> {
  const contactIds = [...new Set(request.contacts_to_notify)];
  const ownContacts = await findOwnContactIds(context, ownerId, contactIds);
  const chosen = (newlyChosen: string[]) => ({ tripId: id, ownerId, contactIds: newlyChosen });
  const newlyChosen = await context.db.transaction(async (tx) => {
    const trip = await lockTripOfOwner(tx, ownerId, id);
    if (!trip) throw new DomainError('trip.not_found');
    if (contactIds.some((contactId) => !ownContacts.has(contactId))) {
      throw fieldError({ contacts_to_notify: [messages.contactNotFound] });
    }
    await updateTripRow(tx, id, { contactsToNotify: contactIds });
    // A contact chosen before was told then: only those added now are told (once each).
    const newlyChosen = contactIds.filter((contactId) => !trip.contactsToNotify.includes(contactId));
    if (newlyChosen.length > 0) {
      await context.events.publishInTransaction(tx, 'trip.contacts_to_notify', chosen(newlyChosen));
    }
    return newlyChosen;
  });
  if (newlyChosen.length > 0) await context.events.publish('trip.contacts_to_notify', chosen(newlyChosen));
  return viewTrip(context, ownerId, id);
}

/**
 * `DELETE /trips/{id}/`: deletes the owner's trip (dismissing it, while it is To Confirm); another
 * member's is not found.
 */
export async function deleteTrip(context: AppContext, ownerId: string, id: string) {
  const deleted = await transactionRetryingDeadlocks(context.db, async (tx) => {
    const status = await deleteTripOfOwner(tx, ownerId, id);
    if (!status) throw new DomainError('trip.not_found');
    const deleted = { tripId: id, ownerId, status };
    await context.events.publishInTransaction(tx, 'trip.deleted', deleted);
    return deleted;
  });
  await context.events.publish('trip.deleted', deleted);
}

/** A trip read from a booking, as the imports module plans it. */
export interface ImportedTrip {
  locationId: number;
  arrivalOn: string;
  departureOn: string;
  /** Who sold the booking: "Lufthansa". */
  importedFrom: string;
}

/**
 * Records a trip read from a member's mail or calendar, To Confirm (`from_gmail`): seen by its
 * owner alone and counted in no crossing until they confirm it; a destination at home or unknown
 * is refused as the trip form refuses it. Runs in the importer's
 * transaction; call `announce` once it has committed.
 */
export async function recordImportedTrip(context: AppContext, tx: Queryable, owner: Owner, trip: ImportedTrip) {
  // A place the member chose for a suggestion is checked as the trip form checks it.
  const { errors, tripTz } = await checkNamed(context, owner, { location: trip.locationId });
  refuseInvalid(errors);
  const row = await insertTrip(tx, {
    ...trip,
    ownerId: owner.id,
    // A destination that is not a known place was refused above.
    tripTz: tripTz!,
    status: 'from_gmail',
    // Public by default like every trip (SPEC §9), but only once the owner confirms it.
    visibility: 'public',
  });
  const saved = savedEvent(undefined, row);
  await context.events.publishInTransaction(tx, 'trip.saved', saved);
  return { trip: row, announce: () => context.events.publish('trip.saved', saved) };
}

/**
 * Widens a trip of the owner's that is still To Confirm to cover these days too (a hotel booked
 * after the flight), in the importer's transaction; a confirmed trip is the member's and stays as
 * they saved it. Call `announce` once the transaction has committed.
 */
export async function widenImportedTrip(
  context: AppContext,
  tx: Queryable,
  ownerId: string,
  id: string,
  days: { arrivalOn: string; departureOn: string },
) {
  const stored = await lockTripOfOwner(tx, ownerId, id);
  if (stored?.status !== 'from_gmail') return { announce: async () => {} };
  const row = await updateTripRow(tx, id, {
    arrivalOn: days.arrivalOn < stored.arrivalOn ? days.arrivalOn : stored.arrivalOn,
    departureOn: days.departureOn > stored.departureOn ? days.departureOn : stored.departureOn,
  });
  const saved = savedEvent(stored, row);
  await context.events.publishInTransaction(tx, 'trip.saved', saved);
  return { announce: () => context.events.publish('trip.saved', saved) };
}

/** The owner's trips, with their places, that end on or after a day (`YYYY-MM-DD`). */
export function findOwnTripsFrom(db: Queryable, ownerId: string, endsOnOrAfter: string): Promise<TripWithPlace[]> {
  return findTripsOfOwnerFrom(db, ownerId, endsOnOrAfter);
}
