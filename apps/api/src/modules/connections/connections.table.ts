import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../users/users.table.ts';

/** How one member holds another (DESIGN §5 "Levels"); no row at all means `public`. */
export const connectionLevel = pgEnum('connection_level', ['close', 'general', 'block']);
/** The state of a connection as its member sees it (SPEC §3 "Connection"). */
export const connectionStatus = pgEnum('connection_status', ['pending_initiator', 'pending_receiver', 'active']);

/**
 * A connection between two members, stored once from each side so every question about "how does
 * X stand with Y" is one primary-key lookup from X. Both rows share `connection_id`, the id the API
 * shows. `level` is how `member_id` holds `other_id` (null while they have not chosen: the other
 * asked them); `other_level` mirrors the other row's `level`, so "may this viewer see the owner's
 * general-network fields" reads one row.
 */
export const connections = pgTable(
  'connections',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    otherId: uuid('other_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id').notNull(),
    level: connectionLevel('level'),
    otherLevel: connectionLevel('other_level'),
    status: connectionStatus('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The people a member chose, and who chose them, are read from these two indexes alone
    // (crossings, for thousands of people at once): the migration adds INCLUDE (status, level,
    // other_level) to the key, and INCLUDE (member_id, status, level, other_level) to the index
    // on other_id, which also lets deleting an account remove the rows that point at it.
    primaryKey({ columns: [table.memberId, table.otherId] }),
    index('connections_connection_id_idx').on(table.connectionId),
    index('connections_other_id_idx').on(table.otherId),
    check('connections_not_self', sql`${table.memberId} <> ${table.otherId}`),
  ],
);

export type ConnectionRow = typeof connections.$inferSelect;
