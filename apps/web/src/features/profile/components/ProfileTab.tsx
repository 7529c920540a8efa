import type { Me } from '@here-and-there/contracts';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import { Box, Button, Card, Stack, type Theme, Typography } from '@mui/material';
import { useDialogs } from '../../../shared/dialogs/use-dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProfileForm } from './ProfileForm.tsx';

/** The profile tab of /my-account: the member's own profile, and the way to delete the account. */
export default function ProfileTab({ me }: { me: Me }) {
  return (
    <Stack sx={{ gap: 3 }}>
      <ProfileForm member={me} mode="save" />
      <DeleteAccount />
    </Stack>
  );
}

const dangerText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark;

function DeleteAccount() {
  const { t } = useTranslation('profile');
  const { openDialog } = useDialogs();
  return (
    <Card sx={{ p: { xs: 2.5, sm: 4 }, borderColor: dangerText }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {t('myAccount.deleteTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('myAccount.deleteBody')}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlinedIcon />}
          onClick={() => openDialog('delete-account')}
          // The plain error red is too dark to read on the dark card.
          sx={{ flexShrink: 0, color: dangerText, borderColor: dangerText }}
        >
          {t('myAccount.deleteButton')}
        </Button>
      </Stack>
    </Card>
  );
}
