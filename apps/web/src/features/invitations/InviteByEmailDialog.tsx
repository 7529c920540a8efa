import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { ApiError } from '../../shared/api/api-error.ts';
import type { DialogComponentProps } from '../../shared/dialogs/dialogs.ts';
import { translateMessage } from '../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../shared/ui/ActionRow.tsx';
import { BottomSheet } from '../../shared/ui/BottomSheet.tsx';
import { applyServerErrors } from '../../shared/ui/form/apply-server-errors.ts';
import { FormTextField } from '../../shared/ui/form/FormTextField.tsx';
import { lazySchema } from '../../shared/ui/form/lazy-schema.ts';
import { useForm } from '../../shared/ui/form/use-form.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { useInviteByEmail } from './invitations.queries.ts';

const validate = lazySchema(() => import('./invitations.schemas.ts').then((schemas) => schemas.inviteForm));

/** "Invite by email": someone who is not a member yet gets a link that brings them in connected. */
export default function InviteByEmailDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation('invitations');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const invite = useInviteByEmail();
  const { field, handleSubmit, setError, reset, formState } = useForm({ defaultValues: { email: '' }, validate });

  const submit = handleSubmit(async ({ email: emails }) => {
    // One request per address, so the server's limit on invitations counts people, not submits.
    const results = await Promise.allSettled(emails.map((email) => invite.mutateAsync({ email })));
    const invited = emails.filter((_, index) => results[index]?.status === 'fulfilled');
    if (invited.length > 0) notify.info(tCommon('errors.invitationSent', { email: invited.join(', ') }));
    const failure = results.find((result) => result.status === 'rejected');
    if (!failure) {
      onClose();
      return;
    }
    // The addresses not invited stay in the field, with the first reason under it.
    reset({ email: emails.filter((email) => !invited.includes(email)).join(', ') });
    const error: unknown = failure.reason;
    // Someone who is already a member, or an address the server refuses: said under the field.
    if (error instanceof ApiError && error.code === 'invitation.already_member') {
      setError('email', error.message, { shouldFocus: true });
    } else if (!applyServerErrors(error, setError, ['email'])) {
      notify.error(error instanceof ApiError ? translateMessage(tCommon, error.message) : undefined);
    }
  });

  return (
    <BottomSheet open={open} onClose={onClose} title={t('dialog.title')}>
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2.5 }}>
        <Typography color="text.secondary">{t('dialog.lead')}</Typography>
        <FormTextField
          field={field('email')}
          label={t('dialog.email')}
          type="email"
          autoComplete="email"
          autoFocus
          inputProps={{ autoCapitalize: 'none', spellCheck: false }}
        />
        <ActionRow>
          <Button onClick={onClose} color="inherit" size="large">
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<ForwardToInboxOutlinedIcon />}
            loading={formState.isSubmitting}
          >
            {t('dialog.send')}
          </Button>
        </ActionRow>
      </Stack>
    </BottomSheet>
  );
}
