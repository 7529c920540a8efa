import { notificationKinds } from '@here-and-there/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { communities } from '../communities/communities.table.ts';
import { events } from '../events/events.table.ts';
import { places } from '../locations/locations.table.ts';
import { conversations } from '../messaging/messaging.table.ts';
import { trips } from '../trips/trips.table.ts';
import { members } from '../users/users.table.ts';

export const notificationKind = pgEnum('notification_kind', notificationKinds);

/**
 * An in-app notification (SPEC §3). An alert about a crossing carries a `dedupe_key` naming the
 * crossing and kind, so it is made once per recipient however often the alerts are evaluated; it
 * goes with its trip or its actor.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    actorId: uuid('actor_id').references(() => members.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    placeId: integer('place_id').references(() => places.id),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** The conversation a message notification opens; one per recipient and conversation (its `dedupe_key`). */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_recipient_dedupe_key')
      .on(table.recipientId, table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null`),
    index('notifications_recipient_created_idx').on(table.recipientId, table.createdAt),
    index('notifications_trip_id_idx').on(table.tripId),
    index('notifications_actor_id_idx').on(table.actorId),
    index('notifications_community_id_idx').on(table.communityId),
    index('notifications_event_id_idx').on(table.eventId),
    index('notifications_conversation_id_idx').on(table.conversationId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
