import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { contacts } from '../contacts/contacts.table.ts';
import { userInvitations } from './invitations.table.ts';

// The contact an invitation went to is a table-level link of `user_invitations` (its foreign key).

/** An invitation with the first name and level the inviter gave the invited contact, if it went to one. */
export async function findInvitation(db: Queryable, id: string) {
  const [row] = await db
    .select({
      invitation: userInvitations,
      contactFirstName: contacts.firstName,
      contactLevel: contacts.connectionType,
    })
    .from(userInvitations)
    .leftJoin(contacts, eq(contacts.id, userInvitations.contactId))
    .where(eq(userInvitations.id, id));
  return row;
}

/** The inviter's open invitation of this email, to send again rather than pile up. */
export async function findOpenEmailInvitation(db: Queryable, inviterId: string, email: string) {
  const [row] = await db
    .select()
    .from(userInvitations)
    .where(
      and(
        eq(userInvitations.inviterId, inviterId),
        eq(userInvitations.email, email),
        isNull(userInvitations.acceptedAt),
      ),
    );
  return row;
}

export async function insertInvitation(db: Queryable, values: typeof userInvitations.$inferInsert) {
  const [row] = await db.insert(userInvitations).values(values).returning();
  return row!;
}

/**
 * The invitation texted to a contact: its id is the contact's `invitation_uuid`, so texting the
 * contact again reuses the same link.
 */
export async function saveContactInvitation(
  db: Queryable,
  invitation: { id: string; inviterId: string; contactId: string },
) {
  await db.insert(userInvitations).values(invitation).onConflictDoNothing({ target: userInvitations.id });
}

/** Marks an open invitation as taken up by a member; undefined when it already was. */
export async function markInvitationAccepted(db: Queryable, id: string, memberId: string, at: Date) {
  const [row] = await db
    .update(userInvitations)
    .set({ acceptedById: memberId, acceptedAt: at })
    .where(and(eq(userInvitations.id, id), isNull(userInvitations.acceptedAt)))
    .returning();
  return row;
}
