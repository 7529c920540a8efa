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

/** A moment as the confirmation gives it: an ISO 8601 date-time with its offset, or a day alone. */
export type ReservationMoment = string;

/** One flight, train or bus ride of a booking. */
export type ReservationLeg = {
  from: PlaceClue;
  to: PlaceClue;
  departsAt: ReservationMoment;
  arrivesAt: ReservationMoment | null;
};

/** A hotel stay or an event: where, from when until when. */
export type ReservationStay = {
  place: PlaceClue;
  startsAt: ReservationMoment;
  endsAt: ReservationMoment | null;
};

/**
 * One booking: a flight journey of one or more legs, a ride, a hotel stay or an event. The same
 * provider and number name the same booking in every mail that speaks of it.
 */
export type Reservation = {
  kind: 'flight' | 'train' | 'bus' | 'lodging' | 'event';
  /** Who sold or runs it, as the mail names it: "Lufthansa", "Hotel Adlon Kempinski", "Booking.com". */
  provider: string;
  /** The booking reference, or null when the mail gives none. */
  reservationNumber: string | null;
  status: 'confirmed' | 'cancelled';
  /** Flights, trains and buses: the legs in order. Empty for stays and events. */
  legs: ReservationLeg[];
  /** Stays and events: where and when. Null for rides. */
  stay: ReservationStay | null;
};

/**
 * A calendar event as the mail and calendar providers give it, made the same for Google and Outlook:
 * what the calendar reader hands to extraction.
 */
export type CalendarEntry = {
  /** The provider's id of the event, stable across reads. */
  id: string;
  provider: 'google' | 'outlook';
  status: 'confirmed' | 'cancelled';
  title: string;
  /** The event's place as text ("Hotel Adlon, Unter den Linden 77, 10117 Berlin"), or null. */
  location: string | null;
  description: string | null;
  startsAt: ReservationMoment;
  endsAt: ReservationMoment;
  isAllDay: boolean;
  /** Google: an event Gmail made from a confirmation mail (`eventType: fromGmail`). */
  isFromMail: boolean;
};
