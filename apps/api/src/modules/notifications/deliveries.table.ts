import { deliveryChannels } from '@here-and-there/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { notifications } from './notifications.table.ts';

/** The ways a notification leaves the app: email, text, and a push to each of the member's devices. */
export const deliveryChannel = pgEnum('delivery_channel', deliveryChannels);
export type DeliveryChannel = (typeof deliveryChannel.enumValues)[number];

/**
 * `pending` until sent; `failed` for a refusal, or once the retries ran out; `skipped` when, come
 * the time to send it, there was nothing left to tell (a message push: read meanwhile, or the app open).
 */
export const deliveryState = pgEnum('delivery_state', ['pending', 'sent', 'failed', 'skipped']);

/**
 * What is sent, as it was written when the delivery was made: an email (its plain text, and its
 * HTML and headers: those written before emails had them have none), a text, or a push.
 */
export type DeliveryContent =
  | { subject: string; text: string; html?: string; headers?: Record<string, string> }
  | { body: string }
  | { title: string; body: string; route: string }
  /** A push of the recipient's unread messages in a conversation, counted and worded when it is sent. */
  | { conversationId: string };

/**
 * One message on one channel: an email, a text or a push of a notification to a member, or one to
 * someone outside the app. Its row is written in the transaction that makes the notification,
 * beside the job that sends it, and is what makes sending idempotent: the worker sends only a
 * pending row, which it holds locked while sending and marks sent in the same transaction, so a
 * retried or duplicated job finds it sent (or locked) and sends nothing. A pg-boss singleton key
 * alone would stop a second job from being queued, but not one job sending twice when it is
 * retried after sending; the row answers both, and keeps the last error for the admins.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * What is delivered, once per channel: `notification:<id>:<transaction that made it>` (a push:
     * then `:device:<id>`, once per device; a message push names the stretch of time its messages
     * came in instead of the transaction), or an outsider's key.
     */
    deliveryKey: text('delivery_key').notNull(),
    channel: deliveryChannel('channel').notNull(),
    /** The notification it tells of (a member's); it goes with it, unsent or not. */
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    /** The email address or phone number; for a push, the device's id (its row holds the subscription). */
    address: text('address').notNull(),
    content: jsonb('content').$type<DeliveryContent>().notNull(),
    state: deliveryState('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('deliveries_key_channel').on(table.deliveryKey, table.channel),
    index('deliveries_notification_id_idx').on(table.notificationId),
    // The admins' view of failures reads only these.
    index('deliveries_failed_idx').on(table.channel, table.updatedAt).where(sql`${table.state} = 'failed'`),
  ],
);

export type DeliveryRow = typeof deliveries.$inferSelect;
