import { deleteConfirmWord } from '@here-and-there/contracts';
import RemoveCircleOutlineOutlinedIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import {
  Alert,
  Button,
  FormControl,
  InputLabel,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  OutlinedInput,
  Stack,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import type { DialogComponentProps } from '../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../shared/ui/ActionRow.tsx';
import { BottomSheet } from '../../shared/ui/BottomSheet.tsx';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { useMe } from '../auth/auth.queries.ts';
import { isDeleteConfirmed } from './account-settings.ts';
import { useDeleteAccount } from './users.queries.ts';

/** "Are you sure?": deleting one's own account, confirmed by typing the word "delete". */
export default function DeleteAccountDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation('users');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const me = useMe();
  const deleteAccount = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const canDelete = isDeleteConfirmed(typed) && !deleteAccount.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canDelete) return;
    try {
      // The dialog is gone by the time this resolves; the promise still does.
      await deleteAccount.mutateAsync();
      notify.success(t('deleteAccount.deleted'));
    } catch {
      // Shown in the dialog, which stays open with what was typed.
    }
  };

  return (
    <BottomSheet open={open && !!me} onClose={onClose} title={t('deleteAccount.title')}>
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        <Typography color="text.secondary">{t('deleteAccount.lead')}</Typography>
        <List dense disablePadding sx={{ mt: -1 }}>
          {t('deleteAccount.removes').map((item) => (
            <ListItem key={item} disableGutters sx={{ py: 0.25 }}>
              <ListItemIcon sx={{ minWidth: 34, color: 'error.main' }}>
                <RemoveCircleOutlineOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          {t('deleteAccount.messagesNote')}
        </Typography>
        {deleteAccount.isError && <Alert severity="error">{tCommon('errors.somethingWentWrong')}</Alert>}
        <FormControl fullWidth variant="outlined">
          <InputLabel htmlFor={inputId}>{t('deleteAccount.confirmLabel', { word: deleteConfirmWord })}</InputLabel>
          <OutlinedInput
            id={inputId}
            label={t('deleteAccount.confirmLabel', { word: deleteConfirmWord })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoFocus
            inputProps={{ autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
          />
        </FormControl>
        <ActionRow>
          <Button onClick={onClose} color="inherit" size="large">
            {t('deleteAccount.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            size="large"
            disabled={!isDeleteConfirmed(typed)}
            loading={deleteAccount.isPending}
          >
            {t('deleteAccount.confirm')}
          </Button>
        </ActionRow>
      </Stack>
    </BottomSheet>
  );
}
