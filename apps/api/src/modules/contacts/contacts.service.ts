import {
  type Contact,
  contactFields,
  contactImport,
  type contactsQuery,
  createContactRequest,
  type ImportedContact,
  type ImportResult,
  messages,
  updateContactRequest,
} from '@here-and-there/contracts';
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { DomainError, fieldError, parseFields } from '../../platform/errors.ts';
import type { Upload } from '../../platform/multipart.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { findStandings } from '../connections/index.ts';
import { findLocation, placeExists, toLocation } from '../locations/index.ts';
import { pictureUrls, removePicture, storePicture } from '../media/index.ts';
import { type MemberRow, viewMembers } from '../users/index.ts';
import {
  type ContactChanges,
  type ContactFilter,
  type ContactWithPlace,
  countContactsOfOwner,
  deleteContactOfOwner,
  findContactIdsOfOwner,
  findContactOfOwner,
  findContactsOfOwner,
  findContactsOfOwnerByIds,
  findImportCandidates,
  findPictureKeysOfOwner,
  type ImportedColumns,
  insertContact,
  insertContacts,
  linkContactsToMembers,
  linkUnlinkedContactsTo,
  type NewContact,
  setContactInvitedAt,
  setContactLinkedUser,
  updateContactRow,
  updateImportedContacts,
} from './contacts.repository.ts';
import type { ContactRow } from './contacts.table.ts';

/** The member whose address book is at stake, as far as contacts need to know them. */
export type Owner = Pick<MemberRow, 'id' | 'baseLocationId'>;

type ContactRequest = z.output<typeof updateContactRequest>;

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The country whose national numbers the owner writes ("0151 …"): that of their home city; none without one. */
async function homeCountryOf(context: AppContext, owner: Owner): Promise<CountryCode | undefined> {
  if (owner.baseLocationId === null) return undefined;
  const code = (await findLocation(context.db, owner.baseLocationId))?.country_code;
  return code && isSupportedCountry(code) ? code : undefined;
}

/** A real number in E.164, national numbers read in `country`; null when it is not a real number. */
function toE164(value: string, country: CountryCode | undefined) {
  const parsed = parsePhoneNumberFromString(value, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** Numbers a text can reach; libphonenumber cannot tell mobile from landline in some countries (US), so those count too. */
const textableTypes = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The number a text to the contact goes to: its mobile, or its landline when that is a mobile
 * number after all; null when neither can receive a text.
 */
export function textableNumberOf(contact: Pick<ContactRow, 'cel' | 'tel'>) {
  return (
    [contact.cel, contact.tel].find(
      (number) => number !== null && textableTypes.has(parsePhoneNumberFromString(number)?.getType() ?? ''),
    ) ?? null
  );
}

const phoneFields = ['cel', 'tel'] as const;
/** What a phone gives an imported contact; the form may not change them (SPEC §5). */
const importedFields = ['cel', 'tel', 'email'] as const;

/**
 * The request's sent values as columns, after the checks the schema cannot make: numbers are real
 * ones, the place exists, and an imported contact keeps the cel, tel and email of its phone.
 */
async function columnsOf(
  context: AppContext,
  owner: Owner,
  request: ContactRequest,
  existing?: ContactRow,
): Promise<ContactChanges> {
  const errors: Record<string, string[]> = {};
  const changes: ContactChanges = {
    firstName: request.first_name,
    lastName: request.last_name,
    email: request.email,
    locationId: request.location,
    notes: request.notes,
    address: request.address,
    connectionType: request.connection_type,
    // A level chosen once makes the contact sorted for good.
    sorted: request.connection_type === undefined ? undefined : true,
  };
  const country = phoneFields.some((field) => request[field]) ? await homeCountryOf(context, owner) : undefined;
  for (const field of phoneFields) {
    const value = request[field];
    if (value === undefined) continue;
    const e164 = value === null ? null : toE164(value, country);
    if (value !== null && e164 === null) errors[field] = [messages.invalidPhone];
    changes[field] = e164;
  }
  if (existing?.externalId) {
    for (const field of importedFields) {
      // Compared as stored, so the phone's number sent back in another format is still the same.
      if (changes[field] !== undefined && changes[field] !== existing[field] && !errors[field]) {
        errors[field] = [messages.importedFieldLocked];
      }
    }
  }
  if (request.location != null && !(await placeExists(context.db, request.location))) {
    errors.location = [messages.unknownPlace];
  }
  if (Object.keys(errors).length > 0) throw fieldError(errors);
  // Undefined means "not sent": those columns keep their values.
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as ContactChanges;
}

/**
 * Contacts as their owner sees them. A linked member is shown as the owner may see them, and not
 * at all when either blocked the other: a block hides each from the other everywhere.
 */
async function presentContacts(context: AppContext, ownerId: string, rows: ContactWithPlace[]): Promise<Contact[]> {
  const linkedIds = rows.flatMap(({ contact }) => (contact.linkedUserId ? [contact.linkedUserId] : []));
  const [users, standings] = await Promise.all([
    viewMembers(context, ownerId, linkedIds),
    findStandings(context.db, ownerId, linkedIds),
  ]);
  return rows.map(({ contact, place }) => {
    const linkedId = contact.linkedUserId;
    const isHidden = linkedId === null || standings.get(linkedId)?.isBlocked === true;
    return {
      id: contact.id,
      first_name: contact.firstName,
      last_name: contact.lastName,
      display_name: [contact.firstName, contact.lastName].filter(Boolean).join(' '),
      cel: contact.cel,
      tel: contact.tel,
      email: contact.email,
      image: pictureUrls(context.config.publicUrl, contact.pictureKey),
      invited_at: contact.invitedAt?.toISOString() ?? null,
      location: place ? toLocation(place) : null,
      notes: contact.notes,
      address: contact.address,
      external_id: contact.externalId,
      linked_user: isHidden ? null : (users.get(linkedId) ?? null),
      invitation_uuid: contact.invitationUuid,
      owner: contact.ownerId,
      connection_type: contact.connectionType,
      sorted: contact.sorted,
      created_at: contact.createdAt.toISOString(),
      updated_at: contact.updatedAt.toISOString(),
    };
  });
}

/** Tells the other modules that these owners' contacts changed (crossings follow the people a member chose). */
function announceNetworkChange(context: AppContext, ownerIds: readonly string[]) {
  if (ownerIds.length === 0) return Promise.resolve();
  return context.events.publish('contacts.network_changed', { ownerIds: [...new Set(ownerIds)] });
}

/** One of the owner's contacts; another member's (or an unknown id) is not found, so nobody learns it exists. */
async function requireOwnContact(db: Queryable, ownerId: string, id: string): Promise<ContactWithPlace> {
  const found = isUuid(id) ? await findContactOfOwner(db, ownerId, id) : undefined;
  if (!found) throw new DomainError('contact.not_found');
  return found;
}

/** One of the owner's contacts as stored, for other modules (invitations); `contact.not_found` otherwise. */
export async function findOwnContact(context: AppContext, ownerId: string, id: string): Promise<ContactRow> {
  return (await requireOwnContact(context.db, ownerId, id)).contact;
}

/** Which of these ids are the owner's contacts (trips check the contacts to notify), in one query. */
export async function findOwnContactIds(context: AppContext, ownerId: string, ids: readonly string[]) {
  return new Set(ids.length === 0 ? [] : await findContactIdsOfOwner(context.db, ownerId, ids));
}

/** `GET /contacts/{id}/`: one of the owner's contacts. */
export async function viewContact(context: AppContext, ownerId: string, id: string): Promise<Contact> {
  const [contact] = await presentContacts(context, ownerId, [await requireOwnContact(context.db, ownerId, id)]);
  return contact!;
}

/** The owner's contacts of these ids, in that order, as `GET /contacts/` shows them; other ids are left out. */
export async function viewContacts(context: AppContext, ownerId: string, ids: readonly string[]): Promise<Contact[]> {
  if (ids.length === 0) return [];
  const contacts = await presentContacts(context, ownerId, await findContactsOfOwnerByIds(context.db, ownerId, ids));
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * `GET /contacts/`: a page of the owner's own contacts, filtered and ordered, and how many pass
 * the filter. Asking for another member's contacts is forbidden.
 */
export async function listContacts(
  context: AppContext,
  ownerId: string,
  query: z.output<typeof contactsQuery>,
): Promise<ListSlice<Contact>> {
  if (query.user !== undefined && query.user !== ownerId) throw new DomainError('forbidden');
  const filter: ContactFilter = { search: query.search || undefined, invitable: query.invitable };
  if (query.location !== undefined) {
    const place = await findLocation(context.db, query.location);
    if (!place) throw fieldError({ location: [messages.unknownPlace] });
    filter.near = { latitude: place.latitude, longitude: place.longitude, radiusKm: context.config.crossingRadiusKm };
  }
  const window = { ordering: query.ordering, limit: query.limit, offset: query.offset };
  const [count, rows] = await Promise.all([
    countContactsOfOwner(context.db, ownerId, filter),
    findContactsOfOwner(context.db, ownerId, filter, window),
  ]);
  return { count, results: await presentContacts(context, ownerId, rows) };
}

/**
 * `POST /contacts/`: adds a contact to the owner's address book, with its picture when one came,
 * linked to the member it matches.
 */
export async function createContact(
  context: AppContext,
  owner: Owner,
  body: Record<string, unknown>,
  picture?: Upload,
): Promise<Contact> {
  const request = parseFields(createContactRequest, body);
  const columns = await columnsOf(context, owner, request);
  const pictureKey = picture ? await storePicture(context, picture) : null;
  let id: string;
  try {
    id = await context.db.transaction(async (tx) => {
      const created = await insertContact(tx, {
        ...columns,
        firstName: request.first_name,
        ownerId: owner.id,
        pictureKey,
      });
      await linkContactsToMembers(tx, [created], false);
      return created;
    });
  } catch (error) {
    if (pictureKey) await removePicture(context, pictureKey);
    throw error;
  }
  await announceNetworkChange(context, [owner.id]);
  return viewContact(context, owner.id, id);
}

/**
 * `PUT /contacts/{id}/`: changes what was sent of one of the owner's contacts. A new picture
 * replaces the old one, whose files go once the change is saved; `image: null` removes it. A
 * changed email or number links the contact anew.
 */
export async function updateContact(
  context: AppContext,
  owner: Owner,
  id: string,
  body: Record<string, unknown>,
  picture?: Upload,
): Promise<Contact> {
  const { contact: existing } = await requireOwnContact(context.db, owner.id, id);
  const request = parseFields(updateContactRequest, body);
  const changes = await columnsOf(context, owner, request, existing);
  const newPictureKey = picture ? await storePicture(context, picture) : undefined;
  if (newPictureKey) changes.pictureKey = newPictureKey;
  else if (request.image === null) changes.pictureKey = null;
  const isMatchChanged = importedFields.some(
    (field) => changes[field] !== undefined && changes[field] !== existing[field],
  );
  try {
    await context.db.transaction(async (tx) => {
      await updateContactRow(tx, existing.id, changes);
      await linkContactsToMembers(tx, [existing.id], !isMatchChanged);
    });
  } catch (error) {
    if (newPictureKey) await removePicture(context, newPictureKey);
    throw error;
  }
  const oldPictureKey = existing.pictureKey;
  if (oldPictureKey && changes.pictureKey !== undefined && changes.pictureKey !== oldPictureKey) {
    await removePicture(context, oldPictureKey);
  }
  await announceNetworkChange(context, [owner.id]);
  return viewContact(context, owner.id, existing.id);
}

/** `DELETE /contacts/{id}/`: removes one of the owner's contacts and its picture. */
export async function deleteContact(context: AppContext, ownerId: string, id: string) {
  const deleted = isUuid(id) ? await deleteContactOfOwner(context.db, ownerId, id) : undefined;
  if (!deleted) throw new DomainError('contact.not_found');
  if (deleted.pictureKey) await removePicture(context, deleted.pictureKey);
  await announceNetworkChange(context, [ownerId]);
}

/** Records that an invitation was texted to the contact (invitations module). */
export function markContactInvited(db: Queryable, contactId: string, at: Date) {
  return setContactInvitedAt(db, contactId, at);
}

/** Links a contact to the member it became, e.g. by signing up through its invitation (invitations module). */
export async function linkContact(context: AppContext, contactId: string, memberId: string) {
  const ownerId = await setContactLinkedUser(context.db, contactId, memberId);
  if (ownerId) await announceNetworkChange(context, [ownerId]);
}

/** An imported contact as the run reads it: the values that pass the contact rules, and its phone's id. */
interface ImportedValues {
  externalId: string | null;
  columns: ImportedColumns;
  /** False when the name could not be read and `columns.firstName` is the fallback. */
  hasFirstName: boolean;
}

/** A text of an imported contact by the contact form's rule for that field; null when it does not pass. */
function readImported(
  field: 'first_name' | 'last_name' | 'cel' | 'tel' | 'email' | 'notes' | 'address',
  value: unknown,
) {
  const parsed = contactFields.shape[field].safeParse(value ?? null);
  return parsed.success ? (parsed.data ?? null) : null;
}

/**
 * Reads one item of a run leniently (SPEC §8): values that fail the contact rules are dropped, a
 * missing name becomes "Unknown"; null for an item left with no mobile, phone or email.
 */
function readImportedContact(item: ImportedContact, country: CountryCode | undefined): ImportedValues | null {
  const phone = (field: 'cel' | 'tel') => {
    const number = readImported(field, item[field]);
    return number === null ? null : toE164(number, country);
  };
  const cel = phone('cel');
  const tel = phone('tel');
  const email = readImported('email', item.email);
  if (cel === null && tel === null && email === null) return null;
  const firstName = readImported('first_name', item.first_name);
  return {
    externalId: item.external_id?.trim() || null,
    hasFirstName: firstName !== null,
    columns: {
      firstName: firstName ?? contactImport.unknownFirstName,
      lastName: readImported('last_name', item.last_name),
      cel,
      tel,
      email,
      notes: readImported('notes', item.notes),
      address: readImported('address', item.address),
    },
  };
}

/** A contact after an import: what the run read, and what the contact had where the run read nothing (an import never erases). */
function mergeImported(row: ContactRow, { columns, hasFirstName }: ImportedValues): ImportedColumns {
  return {
    firstName: hasFirstName ? columns.firstName : row.firstName,
    lastName: columns.lastName ?? row.lastName,
    cel: columns.cel ?? row.cel,
    tel: columns.tel ?? row.tel,
    email: columns.email ?? row.email,
    notes: columns.notes ?? row.notes,
    address: columns.address ?? row.address,
  };
}

const importedColumnNames = [
  'firstName',
  'lastName',
  'cel',
  'tel',
  'email',
  'notes',
  'address',
] as const satisfies (keyof ImportedColumns)[];
const matchColumnNames = ['email', 'cel', 'tel'] as const;

type PlannedWrite =
  | { kind: 'create'; values: NewContact }
  | { kind: 'update'; columns: ImportedColumns & { id: string }; relink: boolean };

/** A contact the run may be about: one the owner has, or one this run creates (`row` undefined). */
interface KnownContact {
  row?: ContactRow;
  /** An earlier item of the run already matched or created it: the first mention wins. */
  isClaimed: boolean;
}

/**
 * Decides what each item of a run does, in order: an item matches a contact by its external id
 * when it has one, else by email or E.164 number; a match that would change updates it, else it is
 * unchanged; no match creates. Past the run's ceilings, the rest are over the limit.
 */
function planImport(ownerId: string, items: ImportedValues[], candidates: ContactRow[]) {
  const byExternalId = new Map<string, KnownContact>();
  const byMatchValue = new Map<string, KnownContact>();
  const remember = (known: KnownContact, externalId: string | null, values: (string | null)[]) => {
    if (externalId !== null && !byExternalId.has(externalId)) byExternalId.set(externalId, known);
    for (const value of values) if (value !== null && !byMatchValue.has(value)) byMatchValue.set(value, known);
  };
  for (const row of candidates) {
    remember({ row, isClaimed: false }, row.externalId, [row.email, row.cel, row.tel]);
  }

  const writes: PlannedWrite[] = [];
  const counts = { unchanged: 0, overLimit: 0 };
  let creates = 0;
  let updates = 0;
  for (const item of items) {
    const matchValues = [item.columns.email, item.columns.cel, item.columns.tel];
    const known =
      item.externalId !== null
        ? byExternalId.get(item.externalId)
        : matchValues.map((value) => (value === null ? undefined : byMatchValue.get(value))).find(Boolean);
    if (known?.isClaimed) {
      counts.unchanged++;
    } else if (known?.row) {
      const { row } = known;
      known.isClaimed = true;
      const columns = mergeImported(row, item);
      if (importedColumnNames.every((name) => columns[name] === row[name])) counts.unchanged++;
      else if (updates >= contactImport.maxUpdatedPerRun) counts.overLimit++;
      else {
        updates++;
        const relink = matchColumnNames.some((name) => columns[name] !== row[name]);
        writes.push({ kind: 'update', columns: { ...columns, id: row.id }, relink });
      }
    } else if (creates >= contactImport.maxCreatedPerRun) {
      counts.overLimit++;
    } else {
      creates++;
      writes.push({ kind: 'create', values: { ...item.columns, externalId: item.externalId, ownerId } });
      remember({ isClaimed: true }, item.externalId, matchValues);
    }
  }
  return { writes, ...counts };
}

/**
 * `POST /contacts/bulk_create/`: one import run from a phone, a browser's contact picker or a file
 * (SPEC §8, §9). Items are read leniently, matched against the owner's contacts, and written in
 * batches, each in its own transaction; a batch the database refuses is logged and counted as
 * failed while the run goes on. New and changed contacts are then linked to the members they match.
 */
export async function importContacts(
  context: AppContext,
  owner: Owner,
  items: ImportedContact[],
): Promise<ImportResult> {
  const country = await homeCountryOf(context, owner);
  const read = items.map((item) => readImportedContact(item, country));
  const values = read.filter((item): item is ImportedValues => item !== null);
  const candidates = await findImportCandidates(context.db, owner.id, {
    externalIds: values.flatMap((item) => (item.externalId === null ? [] : [item.externalId])),
    emails: values.flatMap((item) => (item.columns.email === null ? [] : [item.columns.email])),
    phones: values.flatMap(({ columns }) => [columns.cel, columns.tel].filter((phone) => phone !== null)),
  });
  const plan = planImport(owner.id, values, candidates);
  const result: ImportResult = {
    created: 0,
    updated: 0,
    unchanged: plan.unchanged,
    skipped: read.length - values.length,
    over_limit: plan.overLimit,
    failed: 0,
  };
  const toLink: string[] = [];
  for (let start = 0; start < plan.writes.length; start += contactImport.batchSize) {
    const batch = plan.writes.slice(start, start + contactImport.batchSize);
    const creates = batch.flatMap((write) => (write.kind === 'create' ? [write.values] : []));
    const updates = batch.flatMap((write) => (write.kind === 'update' ? [write] : []));
    try {
      const createdIds = await context.db.transaction(async (tx) => {
        const ids = await insertContacts(tx, creates);
        await updateImportedContacts(
          tx,
          owner.id,
          updates.map((update) => update.columns),
        );
        return ids;
      });
      result.created += createdIds.length;
      result.updated += updates.length;
      toLink.push(...createdIds, ...updates.flatMap((update) => (update.relink ? [update.columns.id] : [])));
    } catch (error) {
      const batchIndex = start / contactImport.batchSize;
      context.log.error(
        { err: error, ownerId: owner.id, batch: batchIndex },
        'a batch of imported contacts was refused',
      );
      result.failed += batch.length;
    }
  }
  await linkContactsToMembers(context.db, toLink, false);
  await announceNetworkChange(context, [owner.id]);
  return result;
}

/** Removes the picture files of a leaving member's contacts; the rows go with the account. */
async function removeContactPictures(context: AppContext, ownerId: string) {
  const keys = await findPictureKeysOfOwner(context.db, ownerId);
  await Promise.all(keys.map((key) => removePicture(context, key)));
}

/**
 * Keeps contacts linking as members join or prove a number (every unlinked contact of any owner
 * that matches), and removes a leaving member's contact pictures.
 */
export function subscribeContactsToEvents(context: AppContext) {
  context.events.subscribe('member.joined', async ({ memberId, email, verifiedPhoneNumber }) => {
    const owners = await linkUnlinkedContactsTo(context.db, { id: memberId, email, phoneNumber: verifiedPhoneNumber });
    await announceNetworkChange(context, owners);
  });
  context.events.subscribe('member.phone_verified', async ({ memberId, phoneNumber }) => {
    const owners = await linkUnlinkedContactsTo(context.db, { id: memberId, email: null, phoneNumber });
    await announceNetworkChange(context, owners);
  });
  context.events.subscribe('member.deleting', ({ memberId }) => removeContactPictures(context, memberId));
}
