import type { Contact } from '@here-and-there/contracts';
import { Box, Stack } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

function Tag({ label, color }: { label: string; color: 'primary' | 'secondary' | 'neutral' }) {
  return (
    <Box
      component="span"
      sx={{
        px: 1,
        py: 0.125,
        borderRadius: 999,
        typography: 'caption',
        fontWeight: 500,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        border: 1,
        borderColor: color === 'neutral' ? 'divider' : `${color}.main`,
        color: color === 'neutral' ? 'text.secondary' : `${color}.main`,
      }}
    >
      {label}
    </Box>
  );
}

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
