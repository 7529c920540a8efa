import type { PlacedClue, PlacedReservation, ReservationMoment } from './reservations.ts';

/**
 * Planning: from the bookings of one mail or one read of a calendar, the trips they make (issue 21
 * §3). Pure: where the member lives and which places count as one come in as functions, so the
 * rules are tested without a database.
 */

/** A booking to plan, under the key it is remembered by. */
export interface KeyedReservation {
  key: string;
  reservation: PlacedReservation;
}

/** Where a planned trip goes: a GeoNames city, or, when the booking's place could not be placed, what it said of it. */
export type PlannedPlace = { placeId: number; clue: string } | { placeId: null; clue: string };

export interface PlannedTrip {
  place: PlannedPlace;
  /** Local days at the destination, `YYYY-MM-DD`. */
  arrivalOn: string;
  departureOn: string;
  /**
   * A return ride whose outbound was not in the same mail: the member leaves this place on
   * `departureOn`, having come on a day the booking does not tell. It only widens a trip already
   * there (see `storing`), and makes none of its own.
   */
  startsOpen: boolean;
  /** The keys of the bookings it comes from, each once. */
  sources: string[];
  /** Who sold them, each once, in the order of the bookings: "Lufthansa", "Hotel Adlon". */
  providers: string[];
}

/** What planning needs to know of places: the member's home, and which two cities are one place. */
export interface PlacesOfMember {
  isHome(placeId: number): boolean;
  /** Two places within the crossing radius (Heathrow's town and London) are one place. */
  areTogether(a: number, b: number): boolean;
}

/** A layover shorter than this is a connection, not a stay (issue 21 §3). */
const connectionMs = 24 * 60 * 60 * 1000;

/** The local day of a moment: its first ten characters (see `ReservationMoment`). */
const dayOf = (moment: ReservationMoment) => moment.slice(0, 10);

/**
 * A moment as a point in time, for measuring layovers; a moment without an offset is read as UTC,
 * which is off by at most the time zones crossed, never by the day that makes a stay.
 */
function instantOf(moment: ReservationMoment) {
  const hasOffset = /(?:Z|[+-]\d\d:?\d\d)$/i.test(moment);
  return Date.parse(moment.length === 10 || hasOffset ? moment : `${moment}Z`);
}

const dayMs = 24 * 60 * 60 * 1000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);

/** What a booking said of a place, for the member to recognise it: "Hotel Adlon, Berlin", "LHR". */
export function describeClue(clue: PlacedClue): string {
  const words = [clue.name, clue.locality, clue.country].filter((word): word is string => Boolean(word?.trim()));
  if (words.length > 0) return words.join(', ');
  return clue.iata ?? '';
}

const placeOf = (clue: PlacedClue): PlannedPlace =>
  clue.placeId === null
    ? { placeId: null, clue: describeClue(clue) }
    : { placeId: clue.placeId, clue: describeClue(clue) };

/** A presence before merging: where the member is, which days, and from which booking. */
interface Presence {
  place: PlannedPlace;
  arrivalOn: string;
  departureOn: string;
  startsOpen: boolean;
  /** A hotel names its city better than an airport's nearest town does. */
  isVisit: boolean;
  source: KeyedReservation;
}

type Leg = PlacedReservation['legs'][number] & { source: KeyedReservation };

/**
 * The presences rides make: where each leg lands and the next leaves a day or more later, a stay
 * from the arrival day to the departure day; where the last leg lands away from home, a trip of
 * its arrival day (the member gives the rest); where the first leg leaves a place away from home,
 * the last day of a stay begun before (a return bought on its own).
 */
function presencesOfRides(legs: readonly Leg[], places: PlacesOfMember): Presence[] {
  const sorted = [...legs].sort((a, b) => instantOf(a.departsAt) - instantOf(b.departsAt));
  const isAway = (clue: PlacedClue) => clue.placeId === null || !places.isHome(clue.placeId);
  const presences: Presence[] = [];
  const first = sorted[0];
  if (first && isAway(first.from)) {
    presences.push({
      place: placeOf(first.from),
      arrivalOn: dayOf(first.departsAt),
      departureOn: dayOf(first.departsAt),
      startsOpen: true,
      isVisit: false,
      source: first.source,
    });
  }
  sorted.forEach((leg, index) => {
    if (!isAway(leg.to)) return;
    const landedAt = leg.arrivesAt ?? leg.departsAt;
    const next = sorted[index + 1];
    if (next && instantOf(next.departsAt) - instantOf(landedAt) < connectionMs) return;
    presences.push({
      place: placeOf(leg.to),
      arrivalOn: dayOf(landedAt),
      departureOn: next ? dayOf(next.departsAt) : dayOf(landedAt),
      startsOpen: false,
      isVisit: false,
      source: leg.source,
    });
  });
  return presences;
}

/**
 * A hotel stay of a night or more away from home. An event alone (a concert) is no trip: the
 * member may be there for an evening, and a ride or a hotel tells the trip if there is one.
 */
function presenceOfVisit(source: KeyedReservation, places: PlacesOfMember): Presence | null {
  const { stay, kind } = source.reservation;
  if (kind !== 'lodging' || !stay || (stay.place.placeId !== null && places.isHome(stay.place.placeId))) return null;
  const arrivalOn = dayOf(stay.startsAt);
  const departureOn = stay.endsAt ? dayOf(stay.endsAt) : arrivalOn;
  if (departureOn <= arrivalOn) return null;
  return { place: placeOf(stay.place), arrivalOn, departureOn, startsOpen: false, isVisit: true, source };
}

const isSamePlace = (a: PlannedPlace, b: PlannedPlace, places: PlacesOfMember) =>
  a.placeId !== null && b.placeId !== null && (a.placeId === b.placeId || places.areTogether(a.placeId, b.placeId));

/** Whether two ranges of days overlap or follow one another without a day between. */
const meet = (a: { arrivalOn: string; departureOn: string }, b: { arrivalOn: string; departureOn: string }) =>
  a.arrivalOn <= nextDay(b.departureOn) && b.arrivalOn <= nextDay(a.departureOn);

const toTrip = (presence: Presence): PlannedTrip & { isVisit: boolean } => ({
  place: presence.place,
  arrivalOn: presence.arrivalOn,
  departureOn: presence.departureOn,
  startsOpen: presence.startsOpen,
  sources: [presence.source.key],
  providers: [presence.source.reservation.provider],
  isVisit: presence.isVisit,
});

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * The trips that confirmed bookings make (issue 21 §3): outbound and return rides around a stay
 * make one trip from the arrival day to the return day; a hotel stay of a night or more away
 * from home is a trip (an event alone is not); a layover under 24 h is a connection, not a stay; a journey of
 * several legs gives a trip per place it stays at; presences in one place whose days meet (a hotel
 * inside a flight's trip) are one trip. A place that could not be placed keeps what the booking
 * said of it and is never merged with another. Cancelled bookings plan nothing.
 */
export function planTrips(bookings: readonly KeyedReservation[], places: PlacesOfMember): PlannedTrip[] {
  const confirmed = bookings.filter((booking) => booking.reservation.status === 'confirmed');
  const legs = confirmed.flatMap((source) => source.reservation.legs.map((leg) => ({ ...leg, source })));
  const presences = [
    ...presencesOfRides(legs, places),
    ...confirmed.flatMap((source) => presenceOfVisit(source, places) ?? []),
  ].sort((a, b) => a.arrivalOn.localeCompare(b.arrivalOn) || Number(b.isVisit) - Number(a.isVisit));
  const trips: (PlannedTrip & { isVisit: boolean })[] = [];
  for (const presence of presences) {
    const same = trips.find((trip) => isSamePlace(trip.place, presence.place, places) && meet(trip, presence));
    if (!same) {
      trips.push(toTrip(presence));
      continue;
    }
    if (presence.arrivalOn < same.arrivalOn) same.arrivalOn = presence.arrivalOn;
    if (presence.departureOn > same.departureOn) same.departureOn = presence.departureOn;
    same.startsOpen &&= presence.startsOpen;
    same.sources = union(same.sources, [presence.source.key]);
    same.providers = union(same.providers, [presence.source.reservation.provider]);
    if (presence.isVisit && !same.isVisit) {
      same.place = presence.place;
      same.isVisit = true;
    }
  }
  return trips.map(({ isVisit: _, ...trip }) => trip);
}
