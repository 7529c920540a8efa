import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useCarryRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { lazySchema } from '../../../shared/ui/form/lazy-schema.ts';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useSendPhoneCode, useVerifyPhoneCode } from '../auth.queries.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';
import { phoneCodeFailure } from '../phone-errors.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';

const validate = lazySchema(() => import('../auth.schemas.ts').then((schemas) => schemas.codeForm));

export default function PhoneLoginConfirmScreen() {
  const [searchParams] = useSearchParams();
  const carryRedirect = useCarryRedirect();
  const phoneNumber = searchParams.get('phone');
  if (!phoneNumber) return <Navigate to={carryRedirect(routes.phoneLogin)} replace />;
  return <CodeEntry phoneNumber={phoneNumber} />;
}

function CodeEntry({ phoneNumber }: { phoneNumber: string }) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const verify = useVerifyPhoneCode();
  const resend = useSendPhoneCode();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit, formState } = useForm({ defaultValues: { code: '' }, validate });

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await completeSignIn(await verify.mutateAsync({ phoneNumber, code }));
    } catch (error) {
      setFailure(phoneCodeFailure(error));
    }
  });

  const resendCode = () => {
    setFailure(null);
    resend.mutate(phoneNumber, {
      onSuccess: () => notify.success(t('phoneConfirm.resent')),
      onError: (error) => setFailure(phoneCodeFailure(error)),
    });
  };

  return (
    <AuthLayout
      title={t('phoneConfirm.title')}
      subtitle={t('phoneConfirm.subtitle', { phoneNumber })}
      footer={<AuthLink to={routes.phoneLogin}>{t('phoneConfirm.changeNumber')}</AuthLink>}
    >
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        {failure && <Alert severity="error">{translateMessage(tCommon, failure)}</Alert>}
        <FormTextField
          field={field('code')}
          label={t('fields.code')}
          autoComplete="one-time-code"
          autoFocus
          inputProps={{ inputMode: 'numeric', maxLength: 6, style: { letterSpacing: '0.5em', fontSize: '1.3rem' } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
          {t('phoneConfirm.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'center', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('phoneConfirm.noCode')}
          </Typography>
          <Button size="small" onClick={resendCode} loading={resend.isPending}>
            {t('phoneConfirm.resend')}
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
