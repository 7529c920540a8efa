import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../users/users.table.ts';

/**
 * Each member's private forwarding address, `plans+<secret>@<INBOUND_EMAIL_DOMAIN>`: mail sent to
 * it is imported for them. Replacing it makes a new secret, and the old address reaches nobody.
 */
export const forwardingAddresses = pgTable('forwarding_addresses', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
