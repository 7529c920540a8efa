import {
  contactAddressMaxLength,
  contactImport,
  contactNotesMaxLength,
  type ImportedContact,
  shortTextMaxLength,
} from '@here-and-there/contracts';
import type { ContactCard } from '../../../platform/index.ts';

/** The server keys imported contacts by an id of at most this length; a longer one is left out rather than cut. */
const externalIdMaxLength = 200;

export const emptyCard = (): ContactCard => ({
  id: null,
  firstName: null,
  lastName: null,
  fullName: null,
  phones: [],
  emails: [],
  note: null,
  address: [],
});

const oneLine = (value: string | null | undefined, max: number) => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
};

/** "Ana María Ruiz" is Ana María of the Ruiz family; "Ruiz, Ana María" says the same the other way round. */
export function splitName(fullName: string): { first: string | null; last: string | null } {
  const [before, after] = fullName.split(',', 2).map((part) => part.trim());
  if (before && after) return { first: after, last: before };
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { first: words[0] ?? null, last: null };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) ?? null };
}

function toImportedContact(card: ContactCard): ImportedContact {
  const hasParts = !!(card.firstName?.trim() || card.lastName?.trim());
  const name = hasParts ? { first: card.firstName, last: card.lastName } : splitName(card.fullName ?? '');
  let firstName = oneLine(name.first, shortTextMaxLength);
  let lastName = oneLine(name.last, shortTextMaxLength);
  // A family name alone ("Müller") is the name people know the contact by.
  if (!firstName && lastName) [firstName, lastName] = [lastName, null];

  const phones = card.phones
    .map((phone) => ({ ...phone, number: phone.number.trim() }))
    .filter((phone) => phone.number);
  const mobile = phones.find((phone) => phone.isMobile === true) ?? phones.find((phone) => phone.isMobile === null);
  const other =
    phones.find((phone) => phone !== mobile && phone.isMobile === false) ?? phones.find((phone) => phone !== mobile);
  const id = card.id?.trim();

  return {
    external_id: id && id.length <= externalIdMaxLength ? id : null,
    first_name: firstName ?? contactImport.unknownFirstName,
    last_name: lastName,
    cel: mobile?.number ?? null,
    tel: other?.number ?? null,
    email: card.emails.map((email) => email.trim()).find(Boolean) ?? null,
    notes: card.note?.trim().slice(0, contactNotesMaxLength) || null,
    address: oneLine(
      card.address
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', '),
      contactAddressMaxLength,
    ),
  };
}

const unknownContact = (): ImportedContact => ({
  external_id: null,
  first_name: contactImport.unknownFirstName,
  last_name: null,
  cel: null,
  tel: null,
  email: null,
  notes: null,
  address: null,
});

/**
 * A card as the import sends it, with the rules of SPEC §9: a card that cannot be read becomes
 * "Unknown" with nothing else (the server then counts it as skipped) instead of stopping the run.
 */
export function importedContactOf(card: ContactCard): ImportedContact {
  try {
    return toImportedContact(card);
  } catch {
    return unknownContact();
  }
}

/** Reads each record with `read`; one that throws becomes an empty card instead of ending the file. */
export function readEach<Record>(records: readonly Record[], read: (record: Record) => ContactCard): ContactCard[] {
  return records.map((record) => {
    try {
      return read(record);
    } catch {
      return emptyCard();
    }
  });
}
