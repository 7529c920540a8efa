import type { Contact } from '@here-and-there/contracts';
import { PersonSummary, personRowSx } from '../../../shared/ui/PersonSummary.tsx';
import { ContactTags } from './ContactTags.tsx';

/** A row of the contacts list, as a button or as a checkbox's label. */
export const contactRowSx = { ...personRowSx, width: '100%' } as const;

/** Avatar, name, how to reach them and where they live, with their level and whether they joined. */
export function ContactSummary({ contact }: { contact: Contact }) {
  const details = [contact.cel ?? contact.tel ?? contact.email, contact.location?.title].filter(Boolean).join(' · ');
  return (
    <>
      <PersonSummary
        firstName={contact.first_name}
        lastName={contact.last_name}
        displayName={contact.display_name}
        pictureUrl={contact.image?.['100']}
        details={details}
      />
      <ContactTags contact={contact} />
    </>
  );
}
