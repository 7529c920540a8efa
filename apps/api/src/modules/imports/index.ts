// The imports module as other modules see it: bookings read from mail and calendars become trips.
export {
  type ImportOrigin,
  type ImportOutcome,
  importBookings,
  importCalendarEntries,
  importMail,
} from './imports.service.ts';
export type { CalendarEntry, PlacedReservation, Reservation } from './reservations.ts';
