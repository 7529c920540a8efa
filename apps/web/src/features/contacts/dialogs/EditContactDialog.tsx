import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { ContactForm } from '../components/ContactForm.tsx';
import { ContactLoadState } from '../components/ContactLoadState.tsx';
import { useContactDialogs } from '../contact-dialogs.ts';
import { useContact } from '../contacts.queries.ts';

/** "Edit contact": the contact named by `?contact=`. */
export default function EditContactDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('contacts');
  const { contactId, closeContactDialog } = useContactDialogs();
  const contact = useContact(contactId);
  const close = () => closeContactDialog('edit-contact');
  return (
    <BottomSheet open={open} onClose={close} title={t('dialogs.edit')}>
      {contact.data ? (
        <ContactForm key={contact.data.id} contact={contact.data} onSaved={close} onCancel={close} />
      ) : (
        <ContactLoadState query={contact} contactId={contactId} />
      )}
    </BottomSheet>
  );
}
