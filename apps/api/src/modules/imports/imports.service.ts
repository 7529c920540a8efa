import {
  arrivalOf,
  type CompleteSuggestionRequest,
  departureOf,
  type ImportSuggestion,
  type Location,
  type Trip,
} from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { distanceKm, findLocations } from '../locations/index.ts';
import { tellOfCancelledBooking } from '../notifications/index.ts';
import {
  deleteTrip,
  findOwnTripsFrom,
  findTrips,
  type Owner,
  recordImportedTrip,
  type TripRow,
  viewTrips,
  widenImportedTrip,
} from '../trips/index.ts';
import { findMember } from '../users/index.ts';
import { extractReservationsFromCalendar } from './calendar-extraction.ts';
import {
  claimReservations,
  deleteStay,
  deleteStaysOfTrip,
  deleteSuggestionsOfReservation,
  dismissReservations,
  findReservation,
  findSourcesOfTrip,
  findStaysOfReservation,
  findSuggestions,
  insertStays,
  linkStayToTrip,
  lockSuggestion,
  type NewImportedStay,
  setReservationState,
} from './imports.repository.ts';
import type { ImportedReservationRow } from './imports.table.ts';
import { extractReservationsFromMail } from './mail-extraction.ts';
import { placeReservations } from './places-of-reservations.ts';
import type { CalendarEntry, PlacedReservation } from './reservations.ts';
import { type KeyedReservation, type PlacesOfMember, type PlannedTrip, planTrips } from './trip-planning.ts';

/** Where bookings were read: a connected mailbox, the forwarding address, or a connected calendar. */
export type ImportOrigin = 'gmail' | 'outlook' | 'forwarded' | 'google_calendar' | 'outlook_calendar';

/** What an import did, for logs and tests. */
export interface ImportOutcome {
  /** To Confirm trips made. */
  created: string[];
  /** To Confirm trips already there that the bookings widened or joined. */
  joined: string[];
  /** Places that could not be placed, kept for the member to complete (ids of suggestions). */
  suggested: number;
  /** Bookings seen before (or dismissed, or cancelled): nothing new. */
  known: number;
  /** To Confirm trips deleted because their bookings were cancelled. */
  withdrawn: string[];
  /** Confirmed trips whose booking was cancelled: their owner was asked about them. */
  asked: string[];
}

/** A booking as read, with the calendar event it came from, if any ("google:<id>"). */
export interface ReadBooking {
  reservation: PlacedReservation;
  calendarEntry?: string;
}

const emptyOutcome = (): ImportOutcome => ({
  created: [],
  joined: [],
  suggested: 0,
  known: 0,
  withdrawn: [],
  asked: [],
});

/** A provider as compared: "Deutsche  Bahn" and "deutsche bahn" are one. */
const providerKeyOf = (provider: string) => provider.trim().replace(/\s+/g, ' ').toLowerCase();

/** What a place clue says, as compared. */
const clueKeyOf = (clue: PlacedReservation['legs'][number]['from']) =>
  (clue.iata ?? clue.name ?? clue.locality ?? '').trim().toLowerCase();

/**
 * The key a booking is remembered by: its reference, or, for a booking without one, the calendar
 * event it came from, or else what it books (kind, places and days), so that the same mail read
 * twice, or read and forwarded, still makes one trip.
 */
export function reservationKeyOf({ reservation, calendarEntry }: ReadBooking): string {
  const number = reservation.reservationNumber?.replace(/\s+/g, '').toUpperCase();
  if (number) return number;
  if (calendarEntry) return `calendar:${calendarEntry}`;
  const parts = reservation.stay
    ? [clueKeyOf(reservation.stay.place), reservation.stay.startsAt.slice(0, 10), reservation.stay.endsAt?.slice(0, 10)]
    : reservation.legs.flatMap((leg) => [clueKeyOf(leg.from), clueKeyOf(leg.to), leg.departsAt.slice(0, 16)]);
  return [reservation.kind, ...parts].join('|');
}

/** Today as trips count days: the UTC date of the app's clock. */
const todayOf = (context: AppContext) => context.clock.now().toISOString().slice(0, 10);

const dayMs = 24 * 60 * 60 * 1000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** How far back a return ride looks for the trip it ends (see `PlannedTrip.startsOpen`). */
const returnLookBackDays = 60;

/**
 * The member's home and which places are one, from the places of the plan: within the crossing
 * radius, as everywhere else (DESIGN §5), so Heathrow's town is London and a trip to a suburb of
 * home is no trip.
 */
async function placesOfMember(
  context: AppContext,
  homeId: number | null,
  bookings: readonly KeyedReservation[],
  trips: readonly TripRow[],
): Promise<PlacesOfMember> {
  const clues = bookings.flatMap(({ reservation }) => [
    ...reservation.legs.flatMap((leg) => [leg.from, leg.to]),
    ...(reservation.stay ? [reservation.stay.place] : []),
  ]);
  const ids = [
    ...clues.flatMap((clue) => (clue.placeId === null ? [] : [clue.placeId])),
    ...trips.map((trip) => trip.locationId),
    ...(homeId === null ? [] : [homeId]),
  ];
  const locations: Map<number, Pick<Location, 'latitude' | 'longitude'>> = await findLocations(context.db, ids);
  const areTogether = (a: number, b: number) => {
    if (a === b) return true;
    const first = locations.get(a);
    const second = locations.get(b);
    return Boolean(first && second && distanceKm(first, second) <= context.config.crossingRadiusKm);
  };
  return { isHome: (id) => homeId !== null && areTogether(id, homeId), areTogether };
}

/** Whether a trip already there is where and when a planned one is: then the bookings join it. */
function isJoinedBy(trip: TripRow, planned: PlannedTrip, places: PlacesOfMember) {
  if (planned.place.placeId === null || !places.areTogether(trip.locationId, planned.place.placeId)) return false;
  if (planned.startsOpen) {
    return (
      trip.arrivalOn <= planned.departureOn && trip.departureOn >= shiftDay(planned.departureOn, -returnLookBackDays)
    );
  }
  return trip.arrivalOn <= shiftDay(planned.departureOn, 1) && planned.arrivalOn <= shiftDay(trip.departureOn, 1);
}

type Announce = () => Promise<void>;

/**
 * Stores what the plan makes, in the transaction that remembered its bookings: a trip already
 * there joins (a To Confirm one widens), another is made To Confirm, an unplaced place becomes a
 * suggestion, and each booking notes what it gave. Trips that are over by now make nothing.
 */
async function storePlan(
  context: AppContext,
  tx: Queryable,
  owner: Owner,
  plan: readonly PlannedTrip[],
  existing: TripRow[],
  places: PlacesOfMember,
  outcome: ImportOutcome,
): Promise<Announce[]> {
  const memberId = owner.id;
  const today = todayOf(context);
  const announcements: Announce[] = [];
  const stays: NewImportedStay[] = [];
  for (const planned of plan) {
    if (planned.departureOn < today) continue;
    const stayOf = (tripId: string | null) =>
      planned.sources.map((reservationId) => ({
        reservationId,
        tripId,
        placeClue: planned.place.clue,
        arrivalOn: planned.arrivalOn,
        departureOn: planned.departureOn,
      }));
    const { placeId } = planned.place;
    if (placeId === null) {
      if (planned.startsOpen) continue;
      stays.push(...stayOf(null));
      outcome.suggested += 1;
      continue;
    }
    const joined = existing.find((trip) => isJoinedBy(trip, planned, places));
    if (joined) {
      const widened = await widenImportedTrip(context, tx, memberId, joined.id, planned);
      announcements.push(widened.announce);
      stays.push(...stayOf(joined.id));
      outcome.joined.push(joined.id);
      continue;
    }
    // A return ride alone tells where the member was, not a trip to make.
    if (planned.startsOpen) continue;
    const recorded = await recordImportedTrip(context, tx, owner, {
      locationId: placeId,
      arrivalOn: planned.arrivalOn,
      departureOn: planned.departureOn,
      importedFrom: planned.providers.join(', '),
    });
    announcements.push(recorded.announce);
    stays.push(...stayOf(recorded.trip.id));
    outcome.created.push(recorded.trip.id);
    // Later bookings of the same import join it like any trip already there.
    existing.push(recorded.trip);
  }
  await insertStays(tx, stays);
  return announcements;
}

/**
 * A cancelled booking: remembered as cancelled (so a confirmation read later makes nothing); its
 * suggestions go; a To Confirm trip it made goes unless another live booking holds it; the owner
 * of a trip they confirmed is asked about it instead.
 */
async function withdrawBooking(
  context: AppContext,
  memberId: string,
  booking: ReadBooking,
  origin: ImportOrigin,
  outcome: ImportOutcome,
) {
  const { reservation } = booking;
  const providerKey = providerKeyOf(reservation.provider);
  const reservationKey = reservationKeyOf(booking);
  const stored =
    (await findReservation(context.db, memberId, { providerKey, reservationKey })) ??
    (booking.calendarEntry
      ? await findReservation(context.db, memberId, { calendarEntry: booking.calendarEntry })
      : undefined);
  if (!stored) {
    await claimReservations(context.db, [
      { ...reservationColumns(memberId, booking, origin), providerKey, reservationKey, state: 'cancelled' },
    ]);
    return;
  }
  await withdrawStored(context, memberId, stored, outcome);
}

/** Withdraws what a stored booking gave (see `withdrawBooking`). */
async function withdrawStored(
  context: AppContext,
  memberId: string,
  stored: ImportedReservationRow,
  outcome: ImportOutcome,
) {
  if (stored.state === 'cancelled') {
    outcome.known += 1;
    return;
  }
  await setReservationState(context.db, stored.id, 'cancelled');
  await deleteSuggestionsOfReservation(context.db, stored.id);
  const tripIds = new Set(
    (await findStaysOfReservation(context.db, stored.id)).flatMap((stay) => (stay.tripId ? [stay.tripId] : [])),
  );
  for (const { trip } of await findTrips(context, [...tripIds])) {
    if (trip.status !== 'from_gmail') {
      await tellOfCancelledBooking(context, trip.id);
      outcome.asked.push(trip.id);
      continue;
    }
    const sources = await findSourcesOfTrip(context.db, trip.id);
    if (sources.some((source) => source.state !== 'cancelled')) continue;
    await deleteTrip(context, memberId, trip.id);
    outcome.withdrawn.push(trip.id);
  }
}

function reservationColumns(memberId: string, { reservation, calendarEntry }: ReadBooking, origin: string) {
  return {
    memberId,
    provider: reservation.provider,
    reservationNumber: reservation.reservationNumber,
    kind: reservation.kind,
    origin,
    calendarEntry: calendarEntry ?? null,
  };
}

/**
 * Turns placed bookings into trips for a member (issue 21 §3, §4): each booking once — one seen
 * before, dismissed or cancelled gives nothing; the new ones are planned together and stored as
 * To Confirm trips that only the member sees, or as suggestions where a place is unknown; a
 * cancelled booking withdraws its trip or asks about a confirmed one. Answers what it did.
 */
export async function importBookings(
  context: AppContext,
  memberId: string,
  bookings: readonly ReadBooking[],
  origin: ImportOrigin,
): Promise<ImportOutcome> {
  const outcome = emptyOutcome();
  const profile = await findMember(context.db, memberId);
  if (!profile || bookings.length === 0) return outcome;
  for (const booking of bookings.filter((each) => each.reservation.status === 'cancelled')) {
    await withdrawBooking(context, memberId, booking, origin, outcome);
  }
  const confirmed = bookings.filter((booking) => booking.reservation.status === 'confirmed');
  const keyed = new Map(
    confirmed.map((booking) => {
      const providerKey = providerKeyOf(booking.reservation.provider);
      const reservationKey = reservationKeyOf(booking);
      return [`${providerKey} ${reservationKey}`, { booking, providerKey, reservationKey }];
    }),
  );
  const announcements = await context.db.transaction(async (tx) => {
    const claimed = await claimReservations(
      tx,
      [...keyed.values()].map(({ booking, providerKey, reservationKey }) => ({
        ...reservationColumns(memberId, booking, origin),
        providerKey,
        reservationKey,
      })),
    );
    outcome.known += keyed.size - claimed.length;
    // Planned under their ids, so that each planned trip names the bookings it comes from.
    const fresh = claimed.map((row) => ({
      key: row.id,
      reservation: keyed.get(`${row.providerKey} ${row.reservationKey}`)!.booking.reservation,
    }));
    if (fresh.length === 0) return [];
    const existing = (await findOwnTripsFrom(tx, memberId, shiftDay(todayOf(context), -returnLookBackDays))).map(
      ({ trip }) => trip,
    );
    const places = await placesOfMember(context, profile.member.baseLocationId, fresh, existing);
    return storePlan(context, tx, profile.member, planTrips(fresh, places), existing, places, outcome);
  });
  for (const announce of announcements) await announce();
  return outcome;
}

/**
 * Reads a booking confirmation (a raw RFC 822 message) of a member's and imports what it books:
 * extract → place → plan → store (`importBookings`). Answers what it did.
 */
export async function importMail(
  context: AppContext,
  memberId: string,
  raw: Buffer | string,
  origin: 'gmail' | 'outlook' | 'forwarded',
): Promise<ImportOutcome> {
  const reservations = await placeReservations(context, await extractReservationsFromMail(raw));
  return importBookings(
    context,
    memberId,
    reservations.map((reservation) => ({ reservation })),
    origin,
  );
}

/**
 * Imports the bookings among a member's calendar events (those Gmail made from a confirmation,
 * Outlook's with a place): each event is remembered, so reading the calendar again gives nothing
 * new, and a cancelled event withdraws what it gave even when it comes back without its title.
 */
export async function importCalendarEntries(
  context: AppContext,
  memberId: string,
  entries: readonly CalendarEntry[],
): Promise<ImportOutcome> {
  const outcome = emptyOutcome();
  const read = entries.flatMap((entry) =>
    extractReservationsFromCalendar(entry).map((reservation) => ({ reservation, entry })),
  );
  const placed = await placeReservations(
    context,
    read.map(({ reservation }) => reservation),
  );
  const bookings = placed.map((reservation, index) => ({
    reservation,
    calendarEntry: calendarEntryOf(read[index]!.entry),
  }));
  for (const provider of ['google', 'outlook'] as const) {
    const ofProvider = bookings.filter((booking) => booking.calendarEntry.startsWith(`${provider}:`));
    addOutcome(outcome, await importBookings(context, memberId, ofProvider, `${provider}_calendar`));
  }
  // A cancelled event of which nothing could be read: withdrawn by what was read of it before.
  const readIds = new Set(read.map(({ entry }) => entry.id));
  for (const entry of entries.filter((each) => each.status === 'cancelled' && !readIds.has(each.id))) {
    const stored = await findReservation(context.db, memberId, { calendarEntry: calendarEntryOf(entry) });
    if (stored) await withdrawStored(context, memberId, stored, outcome);
  }
  return outcome;
}

/** How a calendar event is named among the bookings: its provider and id. */
const calendarEntryOf = (entry: CalendarEntry) => `${entry.provider}:${entry.id}`;

function addOutcome(total: ImportOutcome, part: ImportOutcome) {
  total.created.push(...part.created);
  total.joined.push(...part.joined);
  total.withdrawn.push(...part.withdrawn);
  total.asked.push(...part.asked);
  total.suggested += part.suggested;
  total.known += part.known;
}

/**
 * In the transaction that deletes a trip: what bookings gave it is forgotten, and the bookings of
 * a trip deleted while still To Confirm are remembered as dismissed, never to be imported again.
 */
export function subscribeImportsToEvents(context: AppContext) {
  context.events.subscribeInTransaction('trip.deleted', async ({ tripId, status }, tx) => {
    const reservationIds = await deleteStaysOfTrip(tx, tripId);
    if (status === 'from_gmail') await dismissReservations(tx, reservationIds);
  });
}

/** `GET /imports/suggestions/`: the places the member's bookings gave that could not be placed, still to come. */
export async function listSuggestions(context: AppContext, memberId: string): Promise<ListSlice<ImportSuggestion>> {
  const rows = await findSuggestions(context.db, memberId, todayOf(context));
  return {
    count: rows.length,
    results: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      provider: row.provider,
      reservation_number: row.reservationNumber,
      place_text: row.placeClue,
      arrival_datetime: arrivalOf(row.arrivalOn),
      departure_datetime: departureOf(row.departureOn),
    })),
  };
}

/**
 * `POST /imports/suggestions/{id}/trip/`: the member says where a suggested stay is; it becomes a
 * To Confirm trip there, which they confirm like any other. Another member's is not found.
 */
export async function completeSuggestion(
  context: AppContext,
  owner: Owner,
  id: string,
  request: CompleteSuggestionRequest,
): Promise<Trip> {
  const recorded = await context.db.transaction(async (tx) => {
    const suggestion = await lockSuggestion(tx, owner.id, id);
    if (!suggestion) throw new DomainError('import.suggestion_not_found');
    const recorded = await recordImportedTrip(context, tx, owner, {
      locationId: request.location,
      arrivalOn: suggestion.arrivalOn,
      departureOn: suggestion.departureOn,
      importedFrom: suggestion.provider,
    });
    await linkStayToTrip(tx, id, recorded.trip.id);
    return recorded;
  });
  await recorded.announce();
  const [trip] = await viewTrips(context, owner.id, [recorded.trip.id]);
  return trip!;
}

/** `DELETE /imports/suggestions/{id}/`: the member dismisses a suggestion; its booking is never imported again. */
export async function dismissSuggestion(context: AppContext, memberId: string, id: string) {
  await context.db.transaction(async (tx) => {
    const suggestion = await lockSuggestion(tx, memberId, id);
    if (!suggestion) throw new DomainError('import.suggestion_not_found');
    await deleteStay(tx, id);
    await dismissReservations(tx, [suggestion.reservationId]);
  });
}
