import { crossingKinds } from '@here-and-there/contracts';
import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, pgEnum, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
// Table-level link: a community's copy of its members' presences goes with the community.
import { communities } from '../communities/communities.table.ts';
import { places } from '../locations/locations.table.ts';
import { members, visibilityLevel } from '../users/users.table.ts';

/**
 * Where a member is over a range of days (DESIGN §5): each confirmed trip, and the home city on the
 * days no trip covers (open-ended home ranges run from `-infinity` or to `infinity`). Derived from
 * trips and the home city, and rewritten whenever they change; what a viewer may see of it is the
 * trip's visibility, or the member's home-city visibility.
 */
export const presences = pgTable(
  'presences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /**
     * The trip; null for the home city. No foreign key: a deleted trip's presence must outlive the
     * trip until the rewrite in the same transaction, which finds through it what it crossed.
     */
    tripId: uuid('trip_id'),
    visibility: visibilityLevel('visibility').notNull(),
    /** Members who may not see this presence whatever its visibility (a trip's exclusions). */
    excludedIds: uuid('excluded_ids').array().notNull().default(sql`'{}'::uuid[]`),
  },
  (table) => [
    // Crossings are found from a member's people, never from a place (DESIGN §7): one index range
    // per person, holding every column the search reads.
    // (The migration adds INCLUDE (id, place_id, ends_on, trip_id, visibility, excluded_ids), so the
    // search is an index-only scan.)
    index('presences_member_idx').on(table.memberId, table.startsOn),
    index('presences_trip_id_idx').on(table.tripId),
    // Who is in a place in a period: the people search of `GET /users/?location=`, and the search
    // for a new trip's crossings when fewer people are near its place than the member has people.
    // (The migration adds INCLUDE (id, member_id, ends_on, trip_id, visibility, excluded_ids).)
    index('presences_place_idx').on(table.placeId, table.startsOn),
  ],
);

/**
 * The places within the crossing radius of each place some presence is at, itself included: every
 * pair once each way, so "near" is an equality join. Filled as places come into use.
 */
export const placeNeighbours = pgTable(
  'place_neighbours',
  {
    placeId: integer('place_id').notNull(),
    neighbourId: integer('neighbour_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.placeId, table.neighbourId] })],
);

/** The places whose neighbours are in `place_neighbours`, and the radius they were found with. */
export const neighbourhoodPlaces = pgTable('neighbourhood_places', {
  placeId: integer('place_id')
    .primaryKey()
    .references(() => places.id),
  radiusKm: doublePrecision('radius_km').notNull(),
});

export const crossingKind = pgEnum('crossing_kind', crossingKinds);

/**
 * "Who will be where I am", kept up to date as trips, home cities, levels and blocks change: one
 * row for each pair of presences of a viewer and someone they chose that cross (or nearly),
 * already through the visibility rules, so reading a member's crossings is one index range.
 */
export const crossings = pgTable(
  'crossings',
  {
    // The two members, without foreign keys of their own: a crossing goes with either presence,
    // and the presences with their member, so checking the members again would only slow writes.
    viewerId: uuid('viewer_id').notNull(),
    otherId: uuid('other_id').notNull(),
    kind: crossingKind('kind').notNull(),
    // The presences keep their foreign keys: besides taking a presence's crossings with it, a key
    // makes a write adding a crossing wait for one deleting its presence, so none outlives it.
    myPresenceId: uuid('my_presence_id')
      .notNull()
      .references(() => presences.id, { onDelete: 'cascade' }),
    theirPresenceId: uuid('their_presence_id')
      .notNull()
      .references(() => presences.id, { onDelete: 'cascade' }),
    /** Where: the other's place. */
    placeId: integer('place_id').notNull(),
    /** When they are both there; for a near miss, the other's days nearest the viewer's. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    myTripId: uuid('my_trip_id'),
    theirTripId: uuid('their_trip_id'),
  },
  (table) => [
    // Each index is written for every crossing a trip write adds, so there is none by other
    // member: an other's crossings are found through their presences.
    primaryKey({ columns: [table.viewerId, table.myPresenceId, table.theirPresenceId] }),
    index('crossings_viewer_starts_idx').on(table.viewerId, table.startsOn),
    index('crossings_starts_idx').on(table.startsOn),
    index('crossings_my_presence_idx').on(table.myPresenceId),
    index('crossings_their_presence_idx').on(table.theirPresenceId),
  ],
);

/**
 * Each community's copy of the presences its co-members may ever see of its active members (their
 * homes and public trips), kept with the presences and the memberships in their transactions. The
 * crossings inside a community start from the viewer's places and read, there, only the
 * community's presences: a tenth of a big city's in the benchmark's world, where reading them all
 * and keeping the members' missed the budget (bench/README.md, "Crossings inside a community").
 */
export const communityPresences = pgTable(
  'community_presences',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    presenceId: uuid('presence_id')
      .notNull()
      .references(() => presences.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    placeId: integer('place_id').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    tripId: uuid('trip_id'),
    visibility: visibilityLevel('visibility').notNull(),
    excludedIds: uuid('excluded_ids').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.communityId, table.presenceId] }),
    // (The migration adds INCLUDE (presence_id, member_id, ends_on, trip_id, visibility,
    // excluded_ids), so the search is an index-only scan.)
    index('community_presences_place_idx').on(table.communityId, table.placeId, table.startsOn),
    // A presence's copies go with it (the foreign key's cascade looks them up by presence).
    index('community_presences_presence_idx').on(table.presenceId),
  ],
);

export type PresenceRow = typeof presences.$inferSelect;
export type CrossingRow = typeof crossings.$inferSelect;
