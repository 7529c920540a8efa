import { meetupStatuses } from '@here-and-there/contracts';
import { bigint, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { places } from '../locations/locations.table.ts';
import { members } from '../users/users.table.ts';
import { conversations, messages } from './messaging.table.ts';

export const meetupStatus = pgEnum('meetup_status', meetupStatuses);

/**
 * A meetup proposed from a crossing (issue 18 §3), carried in its direct chat by a card message
 * (`message_id`, at `message_seq`) that changes with it. A member's account going leaves the
 * meetup, and its card, with the other.
 */
export const meetups = pgTable(
  'meetups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    messageSeq: bigint('message_seq', { mode: 'number' }).notNull(),
    proposerId: uuid('proposer_id').references(() => members.id, { onDelete: 'set null' }),
    inviteeId: uuid('invitee_id').references(() => members.id, { onDelete: 'set null' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    venue: text('venue'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: meetupStatus('status').notNull().default('proposed'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A page of messages finds its cards by message.
    uniqueIndex('meetups_message_id_key').on(table.messageId),
    // A member's meetups (the dashboard's, the calendar feed's) start from the member, on either side.
    index('meetups_proposer_starts_idx').on(table.proposerId, table.startsAt),
    index('meetups_invitee_starts_idx').on(table.inviteeId, table.startsAt),
    index('meetups_conversation_id_idx').on(table.conversationId),
    // A deleted account's answers are let go of by this key.
    index('meetups_cancelled_by_idx').on(table.cancelledBy),
  ],
);

export type MeetupRow = typeof meetups.$inferSelect;
