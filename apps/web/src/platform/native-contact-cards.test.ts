import type { ContactPayload } from '@capacitor-community/contacts';
import { describe, expect, it } from 'vitest';
import { importedContactOf } from '../features/contacts/import/imported-contact.ts';
import { fromDevicePayload } from './native-contact-cards.ts';

/** A contact as the plugin hands it over; the enums are plain strings at run time. */
const payload = (fields: Partial<ContactPayload>) => ({ contactId: '42', ...fields }) as ContactPayload;

describe('contacts read from the phone', () => {
  it('keeps the phone’s id, the name parts, the mobile and another number, emails, note and address', () => {
    const card = fromDevicePayload(
      payload({
        name: {
          display: 'Lúcia Fernandes',
          given: 'Lúcia',
          middle: null,
          family: 'Fernandes',
          prefix: null,
          suffix: null,
        },
        phones: [
          { type: 'home', number: '+351 21 123 4567' },
          { type: 'fax_home', number: '+351 21 765 4321' },
          { type: 'mobile', number: '+351 912 345 678' },
        ],
        emails: [
          { type: 'work', address: 'lucia@work.example' },
          { type: 'home', address: 'lucia@example.com', isPrimary: true },
        ],
        note: 'Met in Lisbon',
        postalAddresses: [
          { type: 'home', street: 'Rua Augusta 10', postcode: '1100-053', city: 'Lisboa', country: 'Portugal' },
        ],
      } as Partial<ContactPayload>),
    );
    expect(importedContactOf(card)).toEqual({
      external_id: '42',
      first_name: 'Lúcia',
      last_name: 'Fernandes',
      cel: '+351 912 345 678',
      tel: '+351 21 123 4567',
      email: 'lucia@example.com',
      notes: 'Met in Lisbon',
      address: 'Rua Augusta 10, 1100-053 Lisboa, Portugal',
    });
  });

  it('splits the display name when the phone keeps no name parts', () => {
    const card = fromDevicePayload(
      payload({
        name: { display: 'Jonas Weber', given: null, middle: null, family: null, prefix: null, suffix: null },
        phones: [{ type: 'work_mobile', number: '+49 151 2345678' }],
      } as Partial<ContactPayload>),
    );
    expect(importedContactOf(card)).toMatchObject({ first_name: 'Jonas', last_name: 'Weber', cel: '+49 151 2345678' });
  });

  it('reads a contact with nothing but its id as "Unknown"', () => {
    expect(importedContactOf(fromDevicePayload(payload({})))).toMatchObject({
      external_id: '42',
      first_name: 'Unknown',
      cel: null,
      tel: null,
      email: null,
    });
  });
});
