import { Button } from '@mui/material';
import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { ContactImporter } from '../components/ContactImporter.tsx';

/** "Import contacts": from the phone, the browser's contact picker or a file. */
export default function ImportContactsDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation('contacts');
  return (
    <BottomSheet open={open} onClose={onClose} title={t('dialogs.import')}>
      <ContactImporter
        doneAction={
          <Button variant="contained" onClick={onClose}>
            {t('import.done')}
          </Button>
        }
      />
    </BottomSheet>
  );
}
