import type { Contact } from '@here-and-there/contracts';
import CloseIcon from '@mui/icons-material/Close';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { Box, Button, Checkbox, IconButton, Paper, Stack, Typography } from '@mui/material';
import { bottomNavHeight } from '../../../app/layout/layout-sizes.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { canInviteByText } from '../contact-rules.ts';
import { useBulkInvite } from '../contacts.queries.ts';
import { ContactSummary, contactRowSx } from './ContactSummary.tsx';

// Choosing several contacts to invite downloads on its own, when the member starts choosing.

/** While choosing whom to invite, the whole row is the checkbox's label. */
export function SelectableRow({
  contact,
  isSelected,
  onToggle,
}: {
  contact: Contact;
  isSelected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('contacts');
  const isInvitable = canInviteByText(contact);
  return (
    <Box
      component="label"
      title={isInvitable ? undefined : t('list.cannotInvite')}
      sx={{
        ...contactRowSx,
        display: 'flex',
        alignItems: 'center',
        pl: { xs: 0.5, sm: 1 },
        gap: 1,
        cursor: isInvitable ? 'pointer' : 'default',
        opacity: isInvitable ? 1 : 0.55,
      }}
    >
      <Checkbox checked={isSelected} onChange={onToggle} disabled={!isInvitable} />
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', minWidth: 0, flex: 1 }}>
        <ContactSummary contact={contact} />
      </Stack>
    </Box>
  );
}

/** How many are chosen, and the invitation by text to all of them; it follows the member down the list. */
export function SelectionBar({ selection, onDone }: { selection: ReadonlySet<string>; onDone: () => void }) {
  const { t } = useTranslation('contacts');
  const bulkInvite = useBulkInvite();
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'sticky',
        bottom: { xs: bottomNavHeight + 12, md: 16 },
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1.5,
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton onClick={onDone} aria-label={t('list.cancel')} edge="start">
        <CloseIcon />
      </IconButton>
      <Typography role="status" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 500 }}>
        {t('list.selected', { count: selection.size })}
      </Typography>
      <Button
        variant="contained"
        startIcon={<SmsOutlinedIcon />}
        disabled={selection.size === 0}
        loading={bulkInvite.isPending}
        onClick={() => bulkInvite.mutate([...selection], { onSuccess: onDone })}
        sx={{ flexShrink: 0 }}
      >
        {t('list.sendInvitations')}
      </Button>
    </Paper>
  );
}
