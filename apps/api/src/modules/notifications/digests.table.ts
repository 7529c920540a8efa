import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from '../users/users.table.ts';
import { notificationKind, notifications } from './notifications.table.ts';

/**
 * A notification waiting for its member's daily digest email, in the words its email would have
 * had: written in the transaction that makes the notification, in place of its own email, and
 * marked with the digest's delivery key once a digest takes it, so no notification is in two.
 * It goes with its notification: a notification deleted before the digest is not in it.
 */
export const digestItems = pgTable(
  'digest_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    sentence: text('sentence').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The delivery key of the digest that took it; null while it waits. */
    digestKey: text('digest_key'),
  },
  (table) => [
    uniqueIndex('digest_items_notification_id').on(table.notificationId),
    // The digest job reads only the waiting ones.
    index('digest_items_waiting_idx').on(table.memberId, table.createdAt).where(sql`${table.digestKey} is null`),
  ],
);

export type DigestItemRow = typeof digestItems.$inferSelect;
export type NewDigestItem = Omit<typeof digestItems.$inferInsert, 'id' | 'digestKey'>;
