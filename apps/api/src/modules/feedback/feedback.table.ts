import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id'),
  email: text('email'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
