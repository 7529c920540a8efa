import type { Contact } from '@here-and-there/contracts';
import { Stack } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Tag } from '../../../shared/ui/Tag.tsx';

/** The contact's level (when they have one), and whether they joined or were invited. */
export function ContactTags({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const level = contact.connection_type === 'hidden' ? null : t(`levels.${contact.connection_type}`);
  if (!level && !contact.linked_user && !contact.invited_at) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
      {level && <Tag label={level} color="primary" />}
      {contact.linked_user ? (
        <Tag label={t('list.member')} color="secondary" />
      ) : (
        contact.invited_at && <Tag label={t('list.invited')} color="neutral" />
      )}
    </Stack>
  );
}
