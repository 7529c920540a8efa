import type { contactOrderings } from '@here-and-there/contracts';
import { and, asc, desc, eq, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern, isAnyOf, type Queryable } from '../../platform/db.ts';
// Table-level links: a contact's place is shown with it, and a contact is matched to the member
// behind its email or number in one statement, however many contacts an import brought.
import { authUsers } from '../identity/identity.table.ts';
import { locationColumns, places } from '../locations/locations.table.ts';
import { members } from '../users/users.table.ts';
import { type ContactRow, contacts, phoneDigitsOf } from './contacts.table.ts';

type ContactOrdering = (typeof contactOrderings)[number];

export type NewContact = typeof contacts.$inferInsert;
export type ContactChanges = Partial<Omit<NewContact, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>>;

/** The columns an import run writes: what a phone, a contact picker or a file knows of a person. */
export type ImportedColumns = Pick<
  ContactRow,
  'firstName' | 'lastName' | 'cel' | 'tel' | 'email' | 'notes' | 'address'
>;

const contactWithPlace = {
  contact: contacts,
  place: locationColumns,
};

export interface ContactWithPlace {
  contact: ContactRow;
  place: Pick<typeof places.$inferSelect, keyof typeof contactWithPlace.place> | null;
}

/** Which of these ids are contacts of the owner, in one query. */
export async function findContactIdsOfOwner(db: Queryable, ownerId: string, ids: readonly string[]) {
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.ownerId, ownerId), isAnyOf(contacts.id, ids)));
  return rows.map((row) => row.id);
}

/** One of the owner's contacts with its place; undefined when the owner has no contact of that id. */
export async function findContactOfOwner(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<ContactWithPlace | undefined> {
  const [row] = await db
    .select(contactWithPlace)
    .from(contacts)
    .leftJoin(places, eq(places.id, contacts.locationId))
    .where(and(eq(contacts.ownerId, ownerId), eq(contacts.id, id)));
  return row;
}

/** The owner's contacts of these ids with their places, in no order; other ids are left out. */
export function findContactsOfOwnerByIds(
  db: Queryable,
  ownerId: string,
  ids: readonly string[],
): Promise<ContactWithPlace[]> {
  return db
    .select(contactWithPlace)
    .from(contacts)
    .leftJoin(places, eq(places.id, contacts.locationId))
    .where(and(eq(contacts.ownerId, ownerId), isAnyOf(contacts.id, ids)));
}

/** What narrows an owner's list of contacts (see contracts `contactsQuery`). */
export interface ContactFilter {
  search?: string;
  /** Keep contacts whose place lies within `radiusKm` of this point. */
  near?: { latitude: number; longitude: number; radiusKm: number };
  /** True keeps the contacts that could be invited by text, false the others. */
  invitable?: boolean;
}

const earthRadiusKm = 6371;

/** Great-circle distance (haversine) from the contact's place to a point, in km. */
function distanceKm(latitude: number, longitude: number) {
  return sql`${earthRadiusKm * 2} * asin(least(1, sqrt(
    power(sin(radians(${places.latitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${places.latitude}))
    * power(sin(radians(${places.longitude} - ${longitude}) / 2), 2))))`;
}

function filterConditions(ownerId: string, filter: ContactFilter) {
  const conditions: SQL[] = [eq(contacts.ownerId, ownerId)];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const matches = [
      sql`${contacts.firstName} ilike ${pattern}`,
      sql`${contacts.lastName} ilike ${pattern}`,
      sql`${contacts.email} ilike ${pattern}`,
    ];
    const digits = phoneDigitsOf(filter.search);
    if (digits) {
      const phonePattern = containsPattern(digits);
      matches.push(sql`${contacts.cel} like ${phonePattern}`, sql`${contacts.tel} like ${phonePattern}`);
    }
    conditions.push(or(...matches)!);
  }
  if (filter.near) {
    const { latitude, longitude, radiusKm } = filter.near;
    conditions.push(sql`${distanceKm(latitude, longitude)} <= ${radiusKm}`);
  }
  if (filter.invitable !== undefined) {
    const isInvitable = and(
      or(isNotNull(contacts.cel), isNotNull(contacts.tel)),
      isNull(contacts.linkedUserId),
      isNull(contacts.invitedAt),
    )!;
    conditions.push(filter.invitable ? isInvitable : not(isInvitable));
  }
  return and(...conditions);
}

// Names sort as people read them, whatever the case; the id last keeps pages stable among equals.
const orderings: Record<ContactOrdering, SQL[]> = {
  first_name: [asc(sql`lower(${contacts.firstName})`), asc(sql`lower(${contacts.lastName})`)],
  '-first_name': [desc(sql`lower(${contacts.firstName})`), desc(sql`lower(${contacts.lastName})`)],
  last_name: [sql`lower(${contacts.lastName}) asc nulls last`, asc(sql`lower(${contacts.firstName})`)],
  '-last_name': [sql`lower(${contacts.lastName}) desc nulls last`, desc(sql`lower(${contacts.firstName})`)],
  created_at: [asc(contacts.createdAt)],
  '-created_at': [desc(contacts.createdAt)],
  // Contacts never invited come last either way.
  invited_at: [sql`${contacts.invitedAt} asc nulls last`],
  '-invited_at': [sql`${contacts.invitedAt} desc nulls last`],
};

/** One page of an owner's contacts with their places, filtered and ordered. */
export function findContactsOfOwner(
  db: Queryable,
  ownerId: string,
  filter: ContactFilter,
  window: { ordering: ContactOrdering; limit: number; offset: number },
): Promise<ContactWithPlace[]> {
  return db
    .select(contactWithPlace)
    .from(contacts)
    .leftJoin(places, eq(places.id, contacts.locationId))
    .where(filterConditions(ownerId, filter))
    .orderBy(...orderings[window.ordering], asc(contacts.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many of an owner's contacts pass the filter. */
export async function countContactsOfOwner(db: Queryable, ownerId: string, filter: ContactFilter) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contacts)
    .leftJoin(places, eq(places.id, contacts.locationId))
    .where(filterConditions(ownerId, filter));
  return row!.count;
}

export async function insertContact(db: Queryable, values: NewContact) {
  const [row] = await db.insert(contacts).values(values).returning({ id: contacts.id });
  return row!.id;
}

export async function updateContactRow(db: Queryable, id: string, changes: ContactChanges) {
  await db
    .update(contacts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(contacts.id, id));
}

/** Deletes one of the owner's contacts; returns its picture key (null without one), undefined when there was none. */
export async function deleteContactOfOwner(db: Queryable, ownerId: string, id: string) {
  const [row] = await db
    .delete(contacts)
    .where(and(eq(contacts.ownerId, ownerId), eq(contacts.id, id)))
    .returning({ pictureKey: contacts.pictureKey });
  return row;
}

/** The picture keys of every contact of an owner. */
export async function findPictureKeysOfOwner(db: Queryable, ownerId: string) {
  const rows = await db
    .select({ pictureKey: contacts.pictureKey })
    .from(contacts)
    .where(and(eq(contacts.ownerId, ownerId), isNotNull(contacts.pictureKey)));
  return rows.map((row) => row.pictureKey!);
}

/**
 * The member a contact row stands for: the one who signs in with its email, else the one who
 * verified its mobile or its landline number; never the contact's owner.
 */
function memberMatchingContact() {
  const memberWith = (condition: SQL) =>
    sql`(select ${members.id} from ${members} join ${authUsers} on ${authUsers.id} = ${members.id}
      where ${condition} and ${members.id} <> ${contacts.ownerId} limit 1)`;
  const verifiedNumber = (column: typeof contacts.cel | typeof contacts.tel) =>
    memberWith(sql`${authUsers.phoneNumberVerified} and ${authUsers.phoneNumber} = ${column}`);
  return sql`coalesce(${memberWith(sql`${authUsers.email} = ${contacts.email}`)}, ${verifiedNumber(contacts.cel)}, ${verifiedNumber(contacts.tel)})`;
}

/**
 * Links contacts to the members their email or numbers now match. With `keepUnmatched` a contact
 * whose values match nobody keeps the member it was linked to (by an invitation, say); without it,
 * the link follows the values alone.
 */
export async function linkContactsToMembers(db: Queryable, ids: readonly string[], keepUnmatched: boolean) {
  if (ids.length === 0) return;
  const match = memberMatchingContact();
  await db
    .update(contacts)
    .set({ linkedUserId: keepUnmatched ? sql`coalesce(${match}, ${contacts.linkedUserId})` : match })
    .where(isAnyOf(contacts.id, ids));
}

/**
 * Links every unlinked contact, of any owner but the member, that has the member's email or
 * verified number; returns the owners of the contacts it linked.
 */
export async function linkUnlinkedContactsTo(
  db: Queryable,
  member: { id: string; email: string | null; phoneNumber: string | null },
) {
  const matches: SQL[] = [];
  if (member.email) matches.push(eq(contacts.email, member.email.toLowerCase()));
  if (member.phoneNumber) {
    matches.push(eq(contacts.cel, member.phoneNumber), eq(contacts.tel, member.phoneNumber));
  }
  if (matches.length === 0) return [];
  const linked = await db
    .update(contacts)
    .set({ linkedUserId: member.id })
    .where(and(isNull(contacts.linkedUserId), sql`${contacts.ownerId} <> ${member.id}`, or(...matches)))
    .returning({ ownerId: contacts.ownerId });
  return linked.map((row) => row.ownerId);
}

export async function setContactInvitedAt(db: Queryable, id: string, at: Date) {
  await db.update(contacts).set({ invitedAt: at, updatedAt: sql`now()` }).where(eq(contacts.id, id));
}

/** Links a contact to a member; returns the contact's owner (undefined when there is no such contact). */
export async function setContactLinkedUser(db: Queryable, id: string, memberId: string) {
  const [row] = await db
    .update(contacts)
    .set({ linkedUserId: memberId, updatedAt: sql`now()` })
    .where(eq(contacts.id, id))
    .returning({ ownerId: contacts.ownerId });
  return row?.ownerId;
}

/**
 * The owner's contacts an import run may be about: those with one of the run's external ids, emails
 * or E.164 numbers (arrays, so a run of 20,000 is still four parameters).
 */
export function findImportCandidates(
  db: Queryable,
  ownerId: string,
  keys: { externalIds: string[]; emails: string[]; phones: string[] },
): Promise<ContactRow[]> {
  const anyOf = (values: string[]) => sql`any(${sql.param(values)}::text[])`;
  const phones = anyOf(keys.phones);
  return db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.ownerId, ownerId),
        sql`(${contacts.externalId} = ${anyOf(keys.externalIds)} or ${contacts.email} = ${anyOf(keys.emails)}
          or ${contacts.cel} = ${phones} or ${contacts.tel} = ${phones})`,
      ),
    );
}

/** Many new contacts in one statement; their ids in the same order. */
export async function insertContacts(db: Queryable, rows: NewContact[]) {
  if (rows.length === 0) return [];
  const inserted = await db.insert(contacts).values(rows).returning({ id: contacts.id });
  return inserted.map((row) => row.id);
}

/** Writes what an import run read into many of the owner's contacts in one statement. */
export async function updateImportedContacts(
  db: Queryable,
  ownerId: string,
  rows: (ImportedColumns & { id: string })[],
) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::uuid, ${row.firstName}::text, ${row.lastName}::text, ${row.cel}::text, ${row.tel}::text,
          ${row.email}::text, ${row.notes}::text, ${row.address}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${contacts} set
      first_name = v.first_name, last_name = v.last_name, cel = v.cel, tel = v.tel, email = v.email,
      notes = v.notes, address = v.address, updated_at = now()
    from (values ${values}) as v(id, first_name, last_name, cel, tel, email, notes, address)
    where ${contacts.id} = v.id and ${contacts.ownerId} = ${ownerId}`);
}
