import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkLockOutlinedIcon from '@mui/icons-material/PhonelinkLockOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRedirectTarget } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { useSignOut } from '../../../app/session/use-sign-out.ts';
import { identityRequest } from '../../../shared/api/api-client.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { applyServerErrors } from '../../../shared/ui/form/apply-server-errors.ts';
import { lazySchema } from '../../../shared/ui/form/lazy-schema.ts';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { authKeys, meQueryOptions, useMe } from '../auth.queries.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { PhoneForm, PhoneNumberField, SmsCodeField } from '../components/PhoneForm.tsx';
import { phoneCodeFailure, phoneSendFailure } from '../phone-errors.ts';

const validatePhone = lazySchema(() => import('../auth.schemas.ts').then((schemas) => schemas.phoneForm));
const validateCode = lazySchema(() => import('../auth.schemas.ts').then((schemas) => schemas.codeForm));

/** The code goes to the signed-in member, who proves the number is theirs (not a sign-in). */
const useSendOwnNumberCode = () =>
  useMutation({
    mutationFn: (phoneNumber: string) =>
      identityRequest('/phone-number/send-otp', { method: 'POST', body: { phoneNumber }, authenticated: true }),
  });

const useVerifyOwnNumber = () =>
  useMutation({
    mutationFn: (request: { phoneNumber: string; code: string }) =>
      identityRequest('/phone-number/verify', {
        method: 'POST',
        body: { ...request, updatePhoneNumber: true },
        authenticated: true,
      }),
  });

/** The guard sends onboarded members without a verified number here (SPEC §4). */
export default function PhoneVerificationScreen() {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  const me = useMe();
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthLayout
      title={t('phoneVerification.title')}
      subtitle={sentTo ? t('phoneVerification.codeSent', { phoneNumber: sentTo }) : t('phoneVerification.subtitle')}
      footer={
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
          {t('phoneVerification.signOut')}
        </Button>
      }
    >
      {sentTo ? (
        <CodeEntry phoneNumber={sentTo} onChangeNumber={() => setSentTo(null)} />
      ) : (
        <NumberEntry initialNumber={me?.phone ?? '+'} onSent={setSentTo} />
      )}
    </AuthLayout>
  );
}

function NumberEntry({ initialNumber, onSent }: { initialNumber: string; onSent: (phoneNumber: string) => void }) {
  const { t } = useTranslation('auth');
  const sendCode = useSendOwnNumberCode();
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit, setError, formState } = useForm({
    defaultValues: { phoneNumber: initialNumber },
    validate: validatePhone,
  });

  const submit = handleSubmit(async ({ phoneNumber }) => {
    setFailure(null);
    try {
      await sendCode.mutateAsync(phoneNumber);
      onSent(phoneNumber);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['phoneNumber'])) setFailure(phoneSendFailure(error));
    }
  });

  return (
    <PhoneForm
      onSubmit={submit}
      failure={failure}
      isSubmitting={formState.isSubmitting}
      submitLabel={t('phoneVerification.sendCode')}
      lead={
        <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ color: 'primary.main', pt: 0.25 }}>
            <PhonelinkLockOutlinedIcon />
          </Box>
          <Typography color="text.secondary">{t('phoneVerification.why')}</Typography>
        </Stack>
      }
      field={<PhoneNumberField field={field('phoneNumber')} />}
    />
  );
}

function CodeEntry({ phoneNumber, onChangeNumber }: { phoneNumber: string; onChangeNumber: () => void }) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const verify = useVerifyOwnNumber();
  const resend = useSendOwnNumberCode();
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit, formState } = useForm({ defaultValues: { code: '' }, validate: validateCode });

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await verify.mutateAsync({ phoneNumber, code });
    } catch (error) {
      setFailure(phoneCodeFailure(error));
      return;
    }
    try {
      await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    } catch {
      // The number is verified either way; the guard reloads the profile when it can.
      await queryClient.invalidateQueries({ queryKey: authKeys.me() });
    }
    notify.success(t('phoneVerification.verified'));
    await navigate(redirect ?? routes.home, { replace: true });
  });

  const resendCode = () => {
    setFailure(null);
    resend.mutate(phoneNumber, {
      onSuccess: () => notify.success(t('phoneVerification.resent')),
      onError: (error) => setFailure(phoneSendFailure(error)),
    });
  };

  return (
    <PhoneForm
      onSubmit={submit}
      failure={failure}
      isSubmitting={formState.isSubmitting}
      submitLabel={t('phoneVerification.verify')}
      field={<SmsCodeField field={field('code')} />}
      footer={
        <Stack sx={{ alignItems: 'center', gap: 0.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {t('phoneVerification.noCode')}
            </Typography>
            <Button size="small" onClick={resendCode} loading={resend.isPending} sx={{ whiteSpace: 'nowrap' }}>
              {t('phoneVerification.resend')}
            </Button>
          </Stack>
          <Button size="small" color="inherit" onClick={onChangeNumber} sx={{ whiteSpace: 'nowrap' }}>
            {t('phoneVerification.changeNumber')}
          </Button>
        </Stack>
      }
    />
  );
}
