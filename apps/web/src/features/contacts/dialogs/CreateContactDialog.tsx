import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { ContactForm } from '../components/ContactForm.tsx';

/** "Add contact": a person typed in by hand. */
export default function CreateContactDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation('contacts');
  return (
    <BottomSheet open={open} onClose={onClose} title={t('dialogs.create')}>
      <ContactForm onSaved={onClose} onCancel={onClose} />
    </BottomSheet>
  );
}
