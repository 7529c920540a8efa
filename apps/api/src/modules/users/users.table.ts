import { userTypes } from '@here-and-there/contracts';
import { sql } from 'drizzle-orm';
import { boolean, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// The one table-level link between modules: a profile cannot outlive its identity.
import { authUsers } from '../identity/identity.table.ts';

export const userType = pgEnum('user_type', userTypes);

/**
 * The member's profile. Its id IS the Better Auth user id, so `user.id` in the API is both.
 * Every identity has exactly one, created in the same transaction as the identity.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    username: text('username'),
    userType: userType('user_type').notNull().default('customer'),
    onboarded: boolean('onboarded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Usernames are unique regardless of case ("Ana" and "ana" are the same handle).
  (table) => [uniqueIndex('members_username_lower_key').on(sql`lower(${table.username})`)],
);

export type MemberRow = typeof members.$inferSelect;
