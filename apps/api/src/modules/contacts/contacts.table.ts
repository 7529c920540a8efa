import { contactConnectionTypes } from '@here-and-there/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { places } from '../locations/locations.table.ts';
import { members } from '../users/users.table.ts';

export const contactConnectionType = pgEnum('contact_connection_type', contactConnectionTypes);

/**
 * A person in a member's address book (SPEC §3 "Contact"), typed in or imported from a phone, a
 * browser's contact picker or a file. Only its owner ever reads or changes it.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    /** Mobile and landline as entered, spaces stripped (SPEC §3). */
    cel: text('cel'),
    tel: text('tel'),
    /** The same numbers in E.164, read in the owner's home country: what members' verified numbers are matched against. */
    celE164: text('cel_e164'),
    telE164: text('tel_e164'),
    /** Lowercased. */
    email: text('email'),
    pictureKey: text('picture_key'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    locationId: integer('location_id').references(() => places.id),
    notes: text('notes'),
    address: text('address'),
    /** The contact's id on the phone it came from: a later import updates it instead of adding it again. */
    externalId: text('external_id'),
    /** The member with this contact's verified phone number or email, once there is one. */
    linkedUserId: uuid('linked_user_id').references(() => members.id, { onDelete: 'set null' }),
    /** The token of the invitation link texted to this contact. */
    invitationUuid: uuid('invitation_uuid').notNull().defaultRandom(),
    connectionType: contactConnectionType('connection_type').notNull().default('hidden'),
    sorted: boolean('sorted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contacts_owner_first_name_idx').on(table.ownerId, table.firstName),
    uniqueIndex('contacts_owner_external_id_key')
      .on(table.ownerId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    uniqueIndex('contacts_invitation_uuid_key').on(table.invitationUuid),
    // A member who joins or verifies a number is matched against every contact at once.
    index('contacts_email_idx').on(table.email).where(sql`${table.email} is not null`),
    index('contacts_cel_e164_idx').on(table.celE164).where(sql`${table.celE164} is not null`),
    index('contacts_tel_e164_idx').on(table.telE164).where(sql`${table.telE164} is not null`),
    index('contacts_linked_user_id_idx').on(table.linkedUserId).where(sql`${table.linkedUserId} is not null`),
  ],
);

export type ContactRow = typeof contacts.$inferSelect;
