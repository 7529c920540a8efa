import { bookingKinds } from '@here-and-there/contracts';
import { sql } from 'drizzle-orm';
import { date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from '../users/users.table.ts';

/**
 * What became of a booking: its trips are there (or were confirmed), the member dismissed one
 * while it was still To Confirm, or the booking was cancelled. Whatever it is, the booking is
 * never imported again.
 */
export const importedReservationState = pgEnum('imported_reservation_state', ['imported', 'dismissed', 'cancelled']);

/**
 * A booking read from a member's mail or calendar, remembered by its provider and reference (or,
 * without a reference, by what it books) so that the same booking never makes two trips.
 */
export const importedReservations = pgTable(
  'imported_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** As the mail names it: "Lufthansa". */
    provider: text('provider').notNull(),
    /** The provider as compared: "lufthansa". */
    providerKey: text('provider_key').notNull(),
    /** The reference as compared, or what the booking books when it has none (see `reservationKeyOf`). */
    reservationKey: text('reservation_key').notNull(),
    reservationNumber: text('reservation_number'),
    kind: text('kind', { enum: bookingKinds }).notNull(),
    /** Where it was read: gmail, outlook, forwarded, google_calendar, outlook_calendar. */
    origin: text('origin').notNull(),
    /**
     * The calendar event it was read from ("google:<event id>"): a cancelled event comes back with
     * little more than its id, and withdraws what it gave through it.
     */
    calendarEntry: text('calendar_entry'),
    state: importedReservationState('state').notNull().default('imported'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('imported_reservations_member_booking').on(table.memberId, table.providerKey, table.reservationKey),
    index('imported_reservations_member_calendar_entry_idx')
      .on(table.memberId, table.calendarEntry)
      .where(sql`${table.calendarEntry} is not null`),
  ],
);

/**
 * What a booking gave: a place and days, on a trip of the member's, or, while the booking's place
 * could not be placed, a suggestion the member completes (no trip yet, and what the mail said of
 * the place). A trip made of a flight and a hotel has a row for each.
 */
export const importedStays = pgTable(
  'imported_stays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => importedReservations.id, { onDelete: 'cascade' }),
    /**
     * The trip, or null for a suggestion. No foreign key: when a trip is deleted, the imports
     * module reads this link inside the deleting transaction (`trip.deleted`) to remember a
     * dismissal, and removes it itself.
     */
    tripId: uuid('trip_id'),
    /** What the booking said of the place: "Hotel Adlon, Berlin", "LHR". */
    placeClue: text('place_clue').notNull(),
    arrivalOn: date('arrival_on', { mode: 'string' }).notNull(),
    departureOn: date('departure_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('imported_stays_reservation_id_idx').on(table.reservationId),
    index('imported_stays_trip_id_idx').on(table.tripId),
  ],
);

export type ImportedReservationRow = typeof importedReservations.$inferSelect;
export type ImportedStayRow = typeof importedStays.$inferSelect;
