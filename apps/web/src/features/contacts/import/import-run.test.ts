import { describe, expect, it } from 'vitest';
import type { ContactCard } from '../../../platform/index.ts';
import { prepareImportRun, runResult } from './import-run.ts';
import { emptyCard, importedContactOf, splitName } from './imported-contact.ts';

const card = (fields: Partial<ContactCard>): ContactCard => ({ ...emptyCard(), ...fields });

describe('an address-book card as an imported contact', () => {
  it('splits a whole name into first and last name, either way round', () => {
    expect(splitName('Ana María Ruiz')).toEqual({ first: 'Ana María', last: 'Ruiz' });
    expect(splitName('Ruiz, Ana María')).toEqual({ first: 'Ana María', last: 'Ruiz' });
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: null });
  });

  it('takes a family name alone as the first name', () => {
    expect(importedContactOf(card({ lastName: 'Müller' }))).toMatchObject({ first_name: 'Müller', last_name: null });
  });

  it('takes the mobile number as cel and another number as tel', () => {
    const contact = importedContactOf(
      card({
        firstName: 'Lea',
        phones: [
          { number: ' +49 30 123456 ', isMobile: false },
          { number: '+49 151 2345678', isMobile: true },
        ],
      }),
    );
    expect(contact).toMatchObject({ cel: '+49 151 2345678', tel: '+49 30 123456' });
  });

  it('leaves out an address-book id too long to be kept', () => {
    expect(importedContactOf(card({ firstName: 'Lea', id: 'x'.repeat(201) })).external_id).toBeNull();
    expect(importedContactOf(card({ firstName: 'Lea', id: 'abc' })).external_id).toBe('abc');
  });

  it('falls back to "Unknown" with empty fields when a card cannot be read', () => {
    const unreadable = card({ firstName: 'Lea', emails: ['lea@example.com'] });
    Object.defineProperty(unreadable, 'phones', {
      get() {
        throw new Error('unreadable');
      },
    });
    expect(importedContactOf(unreadable)).toEqual({
      external_id: null,
      first_name: 'Unknown',
      last_name: null,
      cel: null,
      tel: null,
      email: null,
      notes: null,
      address: null,
    });
  });
});

describe('an import run', () => {
  const existing = [{ cel: '+491512345678', tel: null, email: 'ana@example.com' }];

  it('leaves out contacts without an address-book id whose phone or email the member already has', () => {
    const run = prepareImportRun(
      [
        card({ fullName: 'Ana Ruiz', emails: ['ANA@example.com'] }),
        card({ fullName: 'Ben Cole', phones: [{ number: '0151 2345678', isMobile: null }] }),
        card({ fullName: 'Cleo Park', phones: [{ number: '+44 7700 900123', isMobile: true }] }),
      ],
      existing,
    );
    expect(run.contacts.map((contact) => contact.first_name)).toEqual(['Cleo']);
    expect(run.alreadyKnown).toBe(2);
  });

  it('sends contacts with an address-book id for the server to match', () => {
    const run = prepareImportRun(
      [card({ id: 'device-1', fullName: 'Ana Ruiz', emails: ['ana@example.com'] })],
      existing,
    );
    expect(run.contacts).toHaveLength(1);
    expect(run.alreadyKnown).toBe(0);
  });

  it('sends a person picked twice in one run once', () => {
    const twice = card({ fullName: 'Dana Bell', emails: ['dana@example.com'] });
    expect(prepareImportRun([twice, twice], []).contacts).toHaveLength(1);
  });

  it('counts what the app left out with what the server reports', () => {
    const run = { contacts: [], alreadyKnown: 2, overRun: 3 };
    expect(runResult(run, { created: 4, updated: 1, unchanged: 1, skipped: 1, over_limit: 0, failed: 0 })).toEqual({
      created: 4,
      updated: 1,
      unchanged: 3,
      skipped: 1,
      over_limit: 3,
      failed: 0,
    });
  });
});
