import { describe, expect, it } from 'vitest';
import { importedContactOf } from '../features/contacts/import/imported-contact.ts';
import { fromPickedContact } from './contact-picker.ts';

describe('contacts picked in the browser', () => {
  it('splits the name, takes the first number as the mobile one and the first email', () => {
    const card = fromPickedContact({
      name: ['Ana María Ruiz'],
      tel: ['+34 612 345 678', '+34 91 123 45 67'],
      email: ['ana@example.com', 'ana@work.example'],
    });
    expect(importedContactOf(card)).toEqual({
      external_id: null,
      first_name: 'Ana María',
      last_name: 'Ruiz',
      cel: '+34 612 345 678',
      tel: '+34 91 123 45 67',
      email: 'ana@example.com',
      notes: null,
      address: null,
    });
  });

  it('names a contact picked without a name "Unknown"', () => {
    expect(importedContactOf(fromPickedContact({ name: [], email: ['x@example.com'] })).first_name).toBe('Unknown');
  });
});
