import { tripStatuses } from '@here-and-there/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// Table-level link: the SQL twin below reads the viewer's connection with the owner, in the
// statements of every list that filters trips (trips, search).
import { connections } from '../connections/connections.table.ts';
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
    // The trips of the people a member chose, not yet over (lists, search): the migration adds
    // INCLUDE (id, location_id), so that search finds those at a place from the index alone and
    // reads only those (a member with 5,000 people has some 45,000).
    index('trips_owner_departure_idx').on(table.ownerId, table.departureOn),
    index('trips_location_arrival_idx').on(table.locationId, table.arrivalOn),
    // Whether the people a member chose go to a place (search's places, for a large network): the
    // migration adds INCLUDE (owner_id), so that those not chosen are passed over in the index.
    index('trips_location_departure_idx').on(table.locationId, table.departureOn),
  ],
);

export type TripRow = typeof trips.$inferSelect;

/**
 * The owners whose trips a list without `user` shows, as an array: the viewer, and the people they
 * chose (DESIGN §5): connections they hold at general or close that the other agreed to, and
 * members their contacts sorted at general or close link to. The rule is the view `people_chosen`
 * (migration 0027), which also keeps the trips of large networks by place.
 */
export const tripOwnersChosenBy = (viewer: SQL) =>
  sql`array(select person_id from people_chosen where member_id = ${viewer})`;

/**
 * The SQL twin of `canSeeTrip` (users.policy.ts), on the viewer's connection row with the owner
 * joined as `connections` (`other_level`: how the owner holds the viewer; nulls for none): the
 * owner always; others a confirmed trip that does not exclude them, neither having blocked the
 * other, at the trip's level.
 */
export const isTripVisibleTo = (viewer: SQL) => sql`(${trips.ownerId} = ${viewer} or (
    ${trips.status} = 'confirmed'
    and not (${viewer} = any(${trips.visibilityExclusions}))
    and ${connections.level} is distinct from 'block' and ${connections.otherLevel} is distinct from 'block'
    and (${trips.visibility} = 'public'
      or (${trips.visibility} = 'general-network' and ${connections.status} = 'active'
        and ${connections.otherLevel} in ('general', 'close'))
      or (${trips.visibility} = 'close-network' and ${connections.status} = 'active'
        and ${connections.otherLevel} = 'close'))))`;
