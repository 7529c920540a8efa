/**
 * What a booking confirmation tells, as found in a mail or a calendar, before it becomes trips: the
 * language between reading mail and calendars (extraction) and planning trips from what was read.
 */

/** What a confirmation says of a place; enough, once placed, to name a GeoNames city or to ask the member. */
export type PlaceClue = {
  /** An airport's IATA code ("LHR"): the city that serves it. */
  iata?: string;
  /** A station's, hotel's or venue's name as written ("Berlin Hbf", "Hotel Adlon Kempinski"). */
  name?: string;
  /** The address's town ("Berlin"), and its country as an ISO 3166 code or a name. */
  locality?: string;
  country?: string;
  /** Coordinates, where the markup gives them. */
  latitude?: number;
  longitude?: number;
};

/**
 * A moment as the confirmation gives it, in the local time of the place it happens at: an ISO 8601
 * date-time with that place's offset ("2026-05-04T09:40:00+01:00"), a local date-time without one
 * ("2026-05-04T09:40:00", as many confirmations write departures), or a day alone ("2026-05-04").
 * Its first ten characters are always the local day, which is what a trip's dates are made of.
 */
export type ReservationMoment = string;

/** A clue once placed: the GeoNames city it names, or null when the member must say where it is. */
export type PlacedClue = PlaceClue & { placeId: number | null };

/** One flight, train or bus ride of a booking. */
export type ReservationLeg<Clue = PlaceClue> = {
  from: Clue;
  to: Clue;
  departsAt: ReservationMoment;
  arrivesAt: ReservationMoment | null;
};

/** A hotel stay or an event: where, from when until when. */
export type ReservationStay<Clue = PlaceClue> = {
  place: Clue;
  startsAt: ReservationMoment;
  endsAt: ReservationMoment | null;
};

/**
 * One booking: a flight journey of one or more legs, a ride, a hotel stay or an event. The same
 * provider and number name the same booking in every mail that speaks of it.
 */
export type Reservation<Clue = PlaceClue> = {
  kind: 'flight' | 'train' | 'bus' | 'lodging' | 'event';
  /** Who sold or runs it, as the mail names it: "Lufthansa", "Hotel Adlon Kempinski", "Booking.com". */
  provider: string;
  /** The booking reference, or null when the mail gives none. */
  reservationNumber: string | null;
  status: 'confirmed' | 'cancelled';
  /** Flights, trains and buses: the legs in order. Empty for stays and events. */
  legs: ReservationLeg<Clue>[];
  /** Stays and events: where and when. Null for rides. */
  stay: ReservationStay<Clue> | null;
};

/** A reservation whose every place clue has been looked up (`placeReservations`): what trips are planned from. */
export type PlacedReservation = Reservation<PlacedClue>;

/**
 * A calendar event as the mail and calendar providers give it, made the same for Google and Outlook
 * (and for the events of an ICS file a mail carries, `ics`): what the calendar reader hands to
 * extraction.
 */
export type CalendarEntry = {
  /** The provider's id of the event (an ICS event's UID), stable across reads. */
  id: string;
  provider: 'google' | 'outlook' | 'ics';
  status: 'confirmed' | 'cancelled';
  title: string;
  /** The event's place as text ("Hotel Adlon, Unter den Linden 77, 10117 Berlin"), or null. */
  location: string | null;
  description: string | null;
  startsAt: ReservationMoment;
  /** When it ends; for an all-day entry the day after its last day, as both providers and ICS give it. */
  endsAt: ReservationMoment;
  isAllDay: boolean;
  /** Google: an event Gmail made from a confirmation mail (`eventType: fromGmail`). */
  isFromMail: boolean;
};
