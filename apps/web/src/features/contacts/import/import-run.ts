import { type Contact, type ImportedContact, type ImportResult, importRunMaxContacts } from '@here-and-there/contracts';
import type { ContactCard } from '../../../platform/index.ts';
import { importedContactOf } from './imported-contact.ts';

/** What one run sends, and what it already knows it leaves out. */
export interface ImportRun {
  contacts: ImportedContact[];
  /** Without an id from their address book, matched by phone or email to a contact the member has. */
  alreadyKnown: number;
  /** Past the most one run may carry. */
  overRun: number;
}

/** Digits only, and the last nine of them, so "+49 151 23456789" and "0151 23456789" are one number. */
const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-9);

const keysOf = (contact: Pick<ImportedContact, 'cel' | 'tel' | 'email'>) => [
  ...[contact.cel, contact.tel].flatMap((phone) =>
    phone && phoneKey(phone).length >= 6 ? [`tel:${phoneKey(phone)}`] : [],
  ),
  ...(contact.email ? [`email:${contact.email.trim().toLowerCase()}`] : []),
];

/**
 * The contacts of one import run. Contacts with an id from their address book are the server's to
 * match (SPEC §9); those without one (a browser's picker, most files) would be added again on every
 * import, so they go only when no contact of `existing`, nor one earlier in the run, has their
 * phone or email.
 */
export function prepareImportRun(
  cards: readonly ContactCard[],
  existing: readonly Pick<Contact, 'cel' | 'tel' | 'email'>[],
): ImportRun {
  const known = new Set(existing.flatMap(keysOf));
  const contacts: ImportedContact[] = [];
  let alreadyKnown = 0;
  for (const card of cards) {
    const contact = importedContactOf(card);
    if (!contact.external_id) {
      const keys = keysOf(contact);
      if (keys.some((key) => known.has(key))) {
        alreadyKnown++;
        continue;
      }
      for (const key of keys) known.add(key);
    }
    contacts.push(contact);
  }
  return {
    contacts: contacts.slice(0, importRunMaxContacts),
    alreadyKnown,
    overRun: Math.max(0, contacts.length - importRunMaxContacts),
  };
}

/** The server's count of a run, with what the app left out before sending it. */
export const runResult = (run: ImportRun, server: ImportResult | null): ImportResult => ({
  created: server?.created ?? 0,
  updated: server?.updated ?? 0,
  unchanged: (server?.unchanged ?? 0) + run.alreadyKnown,
  skipped: server?.skipped ?? 0,
  over_limit: (server?.over_limit ?? 0) + run.overRun,
  failed: server?.failed ?? 0,
});
