import { integrationConnections } from '@here-and-there/contracts';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../users/users.table.ts';

export const integrationConnection = pgEnum('integration_connection', integrationConnections);

/**
 * How far the imports of a member's connection have read, so each run reads only what is new
 * (mail received and calendar events changed since the last run began), and the provider's push
 * channel kept open for it when one is configured. The grant itself (tokens, scopes) is the
 * identity's: the provider's account linked to the member.
 */
export const integrationImports = pgTable(
  'integration_imports',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    connection: integrationConnection('connection').notNull(),
    /** Mail received from here on is still to read; null before the first run (which reads 90 days). */
    mailReadFrom: timestamp('mail_read_from', { withTimezone: true }),
    /** Calendar events changed from here on are still to read; null before the first run (every future event). */
    calendarReadFrom: timestamp('calendar_read_from', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** The mailbox's address at the provider: whose mailbox a Gmail push names. */
    mailboxAddress: text('mailbox_address'),
    /** Gmail's watch or Graph's subscriptions end then, unless renewed; null without push. */
    pushExpiresAt: timestamp('push_expires_at', { withTimezone: true }),
    /** Graph's subscriptions (mail, events), which its notifications name. */
    pushSubscriptionIds: text('push_subscription_ids').array().notNull().default([]),
    /** The secret Graph echoes in each notification of these subscriptions, proving it is theirs. */
    pushClientState: text('push_client_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.connection] }),
    index('integration_imports_mailbox_address_idx').on(table.mailboxAddress),
    index('integration_imports_push_subscription_ids_idx').using('gin', table.pushSubscriptionIds),
  ],
);

export type IntegrationImportRow = typeof integrationImports.$inferSelect;
