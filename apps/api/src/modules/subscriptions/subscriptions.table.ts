import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../users/users.table.ts';

/**
 * "Tell me when {name} is in my town": a subscriber follows a member, to be told when one of that
 * member's visible trips reaches the subscriber's home city.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriberId, table.memberId] }),
    index('subscriptions_member_id_idx').on(table.memberId),
  ],
);
