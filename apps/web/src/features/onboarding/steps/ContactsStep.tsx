import type { Me } from '@here-and-there/contracts';
import { Button, Card, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { ContactImporter } from '../../contacts/components/ContactImporter.tsx';
import { importDeviceContactsSilently } from '../../contacts/import/silent-import.ts';
import { useUpdateMember } from '../../profile/profile.queries.ts';

interface ContactsStepProps {
  me: Me;
  backButton?: ReactNode;
  onFinished: () => void | Promise<void>;
}

/** A member's last onboarding step: contacts from the phone, the browser or a file, or none; then onboarded. */
export default function ContactsStep({ me, backButton, onFinished }: ContactsStepProps) {
  const { t } = useTranslation('onboarding');
  const notify = useNotify();
  const update = useUpdateMember(me.id);
  const [hasImported, setImported] = useState(false);

  const finish = async () => {
    try {
      await update.mutateAsync({ onboarded: true });
    } catch {
      notify.error();
      return;
    }
    if (!hasImported) void importDeviceContactsSilently();
    await onFinished();
  };

  return (
    <Stack sx={{ gap: 3 }}>
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <ContactImporter onImported={() => setImported(true)} />
      </Card>
      <ActionRow>
        {backButton}
        <Button
          variant={hasImported ? 'contained' : 'outlined'}
          size="large"
          loading={update.isPending}
          onClick={() => void finish()}
          sx={{ minWidth: { sm: 200 } }}
        >
          {hasImported ? t('setup.contacts.finish') : t('setup.contacts.skip')}
        </Button>
      </ActionRow>
    </Stack>
  );
}
