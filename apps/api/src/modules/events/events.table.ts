import { rsvpStatuses } from '@here-and-there/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { communities } from '../communities/communities.table.ts';
import { places } from '../locations/locations.table.ts';
import { members } from '../users/users.table.ts';

export const rsvpStatus = pgEnum('rsvp_status', rsvpStatuses);

/**
 * An event (SPEC §3 "Event"): a place and a time, of a community (created by its admins, seen as
 * the community is) or of a member alone.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    locationId: integer('location_id')
      .notNull()
      .references(() => places.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The IANA time zone the event's times are shown in. */
    eventTz: text('event_tz').notNull(),
    /** How many may go; null for no limit. */
    capacity: integer('capacity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A name is unique within its community, whatever its case.
    uniqueIndex('events_community_name_key')
      .on(table.communityId, sql`lower(${table.name})`)
      .where(sql`${table.communityId} is not null`),
    index('events_community_start_idx').on(table.communityId, table.startAt),
    index('events_location_start_idx').on(table.locationId, table.startAt),
    index('events_creator_idx').on(table.creatorId),
    // Lists start from the events that have not ended yet.
    index('events_end_idx').on(table.endAt),
  ],
);

/**
 * A member's answer to an event. Past the capacity, "going" waits in line: `waitlisted` until a
 * place frees, first come (by `queuedAt`) first served.
 */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: rsvpStatus('status').notNull(),
    waitlisted: boolean('waitlisted').notNull().default(false),
    /** When the member last chose "going": their place in the waiting list. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.memberId] }),
    index('event_rsvps_member_idx').on(table.memberId),
    index('event_rsvps_event_status_idx').on(table.eventId, table.status, table.waitlisted, table.queuedAt),
  ],
);

/**
 * A member's private calendar feed: whoever holds the secret reads it; a new secret replaces it.
 * The feed is found by the secret's SHA-256, so the time a lookup takes tells nothing of the secret.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The secret of the feed's address, kept to show the member their address again. */
    token: text('token').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_hash_key').on(table.tokenHash)],
);

export type EventRow = typeof events.$inferSelect;
export type EventRsvpRow = typeof eventRsvps.$inferSelect;
