import { z } from 'zod';
import {
  contactAddressMaxLength,
  contactConnectionTypes,
  contactNotesMaxLength,
  importRunMaxContacts,
  limits,
  shortTextMaxLength,
} from './constants.ts';
import { messages } from './messages.ts';
import { page } from './pagination.ts';
import { location, placeId } from './places.ts';
import { cleanedText, text } from './text.ts';
import { optionalText, profilePicture, user } from './users.ts';

/**
 * SPEC §5 phone pattern: an optional plus, a country group of 1–3 digits, then groups of up to
 * 4, 4 and 9 digits, separated by a space, dot, dash or brackets. The server also checks that the
 * number is a real one (libphonenumber), reading national numbers in the owner's home country, and
 * keeps it in E.164, so one number typed two ways is one number.
 */
export const phonePattern = /^\+?(?:\d{1,3})?[-. ]?\(?(?:\d{1,4})?\)?[-. ]?(?:\d{1,4})?[-. ]?\d{1,9}$/;

/** SPEC §3: phones are kept with their spaces stripped. */
export const stripSpaces = (value: string) => value.replace(/\s+/g, '');

/** Spaces go first, so numbers grouped in pairs ("06 12 34 56 78") meet the pattern too. */
const contactPhone = text()
  .transform(stripSpaces)
  .refine((value) => !value || phonePattern.test(value), messages.invalidPhone)
  .transform((value) => value || null)
  .nullable();

const contactEmail = text()
  .trim()
  .refine((value) => !value || z.email().safeParse(value).success, messages.invalidEmail)
  .transform((value) => value.toLowerCase() || null)
  .nullable();

/** `public` is shown as hidden in the picker (SPEC §3), so it is stored as hidden. */
export const contactConnectionType = z
  .enum([...contactConnectionTypes, 'public'])
  .transform((value) => (value === 'public' ? 'hidden' : value));

/**
 * `POST /contacts/` and `PUT /contacts/{id}/` (JSON, or multipart with the file `image`). On PUT
 * every field is optional and only what is sent changes; `image: null` removes the picture.
 */
export const contactFields = z.object({
  first_name: text({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(shortTextMaxLength, messages.maxLength(shortTextMaxLength)),
  last_name: optionalText(shortTextMaxLength).optional(),
  cel: contactPhone.optional(),
  tel: contactPhone.optional(),
  email: contactEmail.optional(),
  location: placeId.nullable().optional(),
  notes: optionalText(contactNotesMaxLength, { multiline: true }).optional(),
  address: optionalText(contactAddressMaxLength, { multiline: true }).optional(),
  connection_type: contactConnectionType.optional(),
  image: z.null().optional(),
});
export const createContactRequest = contactFields;
export type CreateContactRequest = z.input<typeof createContactRequest>;
export const updateContactRequest = contactFields.partial();
export type UpdateContactRequest = z.input<typeof updateContactRequest>;

/** A contact as its owner sees it (SPEC §3 "Contact"); `linked_user` is the member it matched. */
export const contact = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  display_name: z.string(),
  /** E.164 (`+4915112345678`). */
  cel: z.string().nullable(),
  tel: z.string().nullable(),
  email: z.string().nullable(),
  image: profilePicture,
  invited_at: z.iso.datetime().nullable(),
  location: location.nullable(),
  notes: z.string().nullable(),
  address: z.string().nullable(),
  /** The id of the contact on the phone it was imported from; imported contacts keep cel, tel and email from there. */
  external_id: z.string().nullable(),
  /** The member with the same verified phone number or email, as the owner may see them. */
  linked_user: user.nullable(),
  invitation_uuid: z.uuid(),
  owner: z.uuid(),
  connection_type: z.enum(contactConnectionTypes),
  /** True once the owner chose a level for the contact. */
  sorted: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Contact = z.infer<typeof contact>;

export const contactOrderings = [
  'first_name',
  '-first_name',
  'last_name',
  '-last_name',
  'created_at',
  '-created_at',
  'invited_at',
  '-invited_at',
] as const;

const booleanParameter = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * `GET /contacts/`: the caller's own contacts. `user` may only name the caller; `search` matches
 * names, phones and email; `location` keeps contacts within the crossing radius of that place;
 * `invitable` keeps those who could be invited by text (a phone, not a member, not invited yet).
 */
export const contactsQuery = z.object({
  user: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(limits.contactListFetch).default(limits.contactsPage),
  offset: z.coerce.number().int().min(0).default(0),
  search: text().trim().max(100).optional(),
  location: placeId.optional(),
  ordering: z.enum(contactOrderings).default('first_name'),
  invitable: booleanParameter.optional(),
});
export type ContactsQuery = z.input<typeof contactsQuery>;

export const contactsPage = page(contact);
export type ContactsPage = z.infer<typeof contactsPage>;

/**
 * One contact of an import run, as read from a phone, a browser's contact picker or a file.
 * Deliberately loose: control characters are dropped from every value, a value that does not
 * pass the contact rules is dropped, a missing first name becomes "Unknown", and a contact left
 * with no mobile, phone or email is skipped.
 */
export const importedContact = z.object({
  external_id: cleanedText().pipe(z.string().max(200)).nullish(),
  first_name: cleanedText().nullish(),
  last_name: cleanedText().nullish(),
  cel: cleanedText().nullish(),
  tel: cleanedText().nullish(),
  email: cleanedText().nullish(),
  notes: cleanedText({ multiline: true }).nullish(),
  address: cleanedText({ multiline: true }).nullish(),
});
export type ImportedContact = z.infer<typeof importedContact>;

/** `POST /contacts/bulk_create/`: one import run. */
export const bulkCreateContactsRequest = z.array(importedContact).max(importRunMaxContacts);
export type BulkCreateContactsRequest = z.input<typeof bulkCreateContactsRequest>;

/**
 * What an import run did: `unchanged` matched a contact that already said the same; `skipped`
 * had no mobile, phone or email; `over_limit` came after the run's ceiling of new or updated
 * contacts; `failed` were in a batch the database refused.
 */
export const importResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  over_limit: z.number().int(),
  failed: z.number().int(),
});
export type ImportResult = z.infer<typeof importResult>;

/** `POST /contacts/bulk-invite/`: text an invitation to each of these contacts. */
export const bulkInviteRequest = z.object({
  contacts: z.array(z.uuid()).min(1, messages.atLeastOne).max(limits.contactsSwipe),
});
export type BulkInviteRequest = z.infer<typeof bulkInviteRequest>;

/** One contact's outcome of a bulk invitation: sent, or the reason it was not ("No phone number"). */
export const bulkInviteResponse = z.object({
  results: z.array(
    z.object({
      contact: z.uuid(),
      sent: z.boolean(),
      invited_at: z.iso.datetime().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type BulkInviteResponse = z.infer<typeof bulkInviteResponse>;
