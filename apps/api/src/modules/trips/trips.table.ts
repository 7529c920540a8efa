import { tripStatuses } from '@here-and-there/contracts';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { places } from '../locations/locations.table.ts';
import { members, visibilityLevel } from '../users/users.table.ts';

export const tripStatus = pgEnum('trip_status', tripStatuses);

/**
 * A member's trip (SPEC §3 "Trip"): a destination and a range of whole days, the first from 00:00
 * and the last until 23:59:59 UTC, with who may see it.
 */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => places.id),
    arrivalOn: date('arrival_on', { mode: 'string' }).notNull(),
    departureOn: date('departure_on', { mode: 'string' }).notNull(),
    /** The destination's IANA time zone when the trip was saved. */
    tripTz: text('trip_tz').notNull(),
    status: tripStatus('status').notNull().default('confirmed'),
    visibility: visibilityLevel('visibility').notNull().default('public'),
    /** Members who never see this trip, whatever its visibility. */
    visibilityExclusions: uuid('visibility_exclusions').array().notNull().default(sql`'{}'::uuid[]`),
    notify: boolean('notify').notNull().default(false),
    /** The owner's contacts to tell about this trip. */
    contactsToNotify: uuid('contacts_to_notify').array().notNull().default(sql`'{}'::uuid[]`),
    description: text('description'),
    /** Who sold the booking a trip was read from ("Lufthansa", "Hotel Adlon"); null for a trip the member made. */
    importedFrom: text('imported_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trips_owner_departure_idx').on(table.ownerId, table.departureOn),
    index('trips_location_arrival_idx').on(table.locationId, table.arrivalOn),
  ],
);

export type TripRow = typeof trips.$inferSelect;
