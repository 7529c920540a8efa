import type { ContactPayload, PostalAddressPayload } from '@capacitor-community/contacts';
import type { ContactCard } from './platform.ts';

const mobileTypes = new Set<string>(['mobile', 'work_mobile', 'mms']);
/** Numbers nobody can call or text. */
const undialableTypes = new Set<string>(['fax_work', 'fax_home', 'other_fax', 'pager', 'work_pager', 'telex']);

const primaryFirst = <Item extends { isPrimary?: boolean | null }>(items: readonly Item[]) =>
  [...items].sort((a, b) => Number(!!b.isPrimary) - Number(!!a.isPrimary));

const addressParts = (address: PostalAddressPayload | undefined) =>
  address
    ? [
        address.street,
        address.neighborhood,
        [address.postcode, address.city].filter(Boolean).join(' '),
        address.region,
        address.country,
      ].filter((part): part is string => !!part)
    : [];

/** A contact of the phone's address book as the contacts plugin reads it; its id is the phone's own. */
export function fromDevicePayload(payload: ContactPayload): ContactCard {
  const phones = primaryFirst(payload.phones ?? []).filter((phone) => phone.number && !undialableTypes.has(phone.type));
  return {
    id: payload.contactId,
    firstName: payload.name?.given ?? null,
    lastName: payload.name?.family ?? null,
    fullName: payload.name?.display ?? null,
    phones: phones.map((phone) => ({ number: phone.number ?? '', isMobile: mobileTypes.has(phone.type) })),
    emails: primaryFirst(payload.emails ?? []).flatMap((email) => (email.address ? [email.address] : [])),
    note: payload.note ?? null,
    address: addressParts(primaryFirst(payload.postalAddresses ?? [])[0]),
  };
}
