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
    /**
     * Mobile and landline in E.164, national numbers read in the owner's home country: one number
     * however it was typed, as members' verified numbers are, so the two can be matched.
     */
    cel: text('cel'),
    tel: text('tel'),
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
    index('contacts_cel_idx').on(table.cel).where(sql`${table.cel} is not null`),
    index('contacts_tel_idx').on(table.tel).where(sql`${table.tel} is not null`),
    index('contacts_linked_user_id_idx').on(table.linkedUserId).where(sql`${table.linkedUserId} is not null`),
  ],
);

export type ContactRow = typeof contacts.$inferSelect;

/**
 * The digits a search written like a number ("0151 123-4") holds, after the trunk or international
 * prefix: phones are stored in E.164, so they find +49151 1234… by them. Null for any other search.
 */
export function phoneDigitsOf(search: string) {
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  return digits && /^[+\d\s().-]+$/.test(search) ? digits : null;
}
