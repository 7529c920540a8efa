import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { trips } from '../trips/trips.table.ts';
import { members } from '../users/users.table.ts';

/**
 * The members whose network is large: they chose (`tripOwnersChosenBy`) at least
 * `large_network_size()` people, 1,000 unless the database's `here_and_there.large_network_size`
 * says otherwise. The database keeps it on every write of a connection or a contact, whichever
 * path writes it (triggers of migration 0027).
 */
export const largeNetworks = pgTable('large_networks', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
});

/**
 * Every trip of the people a large network chose, the member's own included, by place: search
 * finds their trips at the places a text names in one index range per place, where reading them
 * by owner took 25 ms for 5,000 people (some 47,000 trips). Whether the member may see a trip is
 * still asked of the trip as it is read. Kept by the triggers of migration 0027 on every write of
 * a trip, a connection or a contact.
 */
export const networkTrips = pgTable(
  'network_trips',
  {
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => largeNetworks.memberId, { onDelete: 'cascade' }),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull(),
    departureOn: date('departure_on', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tripId, table.viewerId] }),
    // The migration adds INCLUDE (trip_id): the trips at a place are read from the index alone.
    index('network_trips_viewer_location_departure_idx').on(table.viewerId, table.locationId, table.departureOn),
  ],
);
