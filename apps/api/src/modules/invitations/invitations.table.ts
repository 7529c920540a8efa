import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contacts } from '../contacts/contacts.table.ts';
import { members } from '../users/users.table.ts';

/**
 * An invitation to join (SPEC §3 "Invitations"): by email, or texted to a contact, in which case
 * its id is the contact's `invitation_uuid`. The id is the token of the link `/invitation/{id}`;
 * whoever signs up with it joins connected with the inviter.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Where an email invitation went (lowercased); null for a text to a contact. */
    email: text('email'),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    acceptedById: uuid('accepted_by_id').references(() => members.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_invitations_inviter_id_idx').on(table.inviterId),
    index('user_invitations_contact_id_idx').on(table.contactId),
  ],
);

export type UserInvitationRow = typeof userInvitations.$inferSelect;
