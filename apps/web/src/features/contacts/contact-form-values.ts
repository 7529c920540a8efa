import type { Contact, ContactConnectionType, Location, UpdateContactRequest } from '@here-and-there/contracts';
import type { FieldErrors, Validate } from '../../shared/ui/form/use-form.ts';

export interface ContactFormValues extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  cel: string;
  tel: string;
  email: string;
  location: Location | null;
  connection_type: ContactConnectionType;
  address: string;
  notes: string;
}

/** In the order the form shows them, so the first field in error is the one focused. */
export const contactFieldNames = [
  'first_name',
  'last_name',
  'cel',
  'tel',
  'email',
  'location',
  'connection_type',
  'address',
  'notes',
] as const satisfies readonly (keyof ContactFormValues)[];
export type ContactFieldName = (typeof contactFieldNames)[number];

/** The fields an imported contact keeps from the address book it came from. */
export const importedFieldNames: readonly ContactFieldName[] = ['cel', 'tel', 'email'];

export const toFormValues = (contact?: Contact | null): ContactFormValues => ({
  first_name: contact?.first_name ?? '',
  last_name: contact?.last_name ?? '',
  cel: contact?.cel ?? '',
  tel: contact?.tel ?? '',
  email: contact?.email ?? '',
  location: contact?.location ?? null,
  connection_type: contact?.connection_type ?? 'hidden',
  address: contact?.address ?? '',
  notes: contact?.notes ?? '',
});

const isSame = (a: unknown, b: unknown) =>
  a === b || (!!a && !!b && typeof a === 'object' && typeof b === 'object' && 'id' in a && 'id' in b && a.id === b.id);

export const changedFields = (saved: ContactFormValues, values: ContactFormValues) =>
  contactFieldNames.filter((name) => !isSame(saved[name], values[name]));

const loadRules = () => import('./contact.schemas.ts').then((schemas) => schemas.contactRules);

/**
 * Checks the form with the API's rules (downloaded on the first submit) and gives back the request
 * to send: every field for a new contact; for a saved one only what changed, so a field left alone
 * never blocks a save.
 */
export function validateContact(saved: ContactFormValues | null): Validate<ContactFormValues, UpdateContactRequest> {
  let rules: ReturnType<typeof loadRules> | undefined;
  return async (values) => {
    rules ??= loadRules();
    const checked = saved ? changedFields(saved, values) : contactFieldNames;
    const mask = Object.fromEntries(checked.map((name) => [name, true])) as Partial<Record<ContactFieldName, true>>;
    const result = await (await rules).pick(mask).safeParseAsync(values);
    if (result.success) return { values: result.data };
    const errors: FieldErrors<ContactFormValues> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as ContactFieldName;
      errors[name] ??= issue.message;
    }
    return { errors };
  };
}
