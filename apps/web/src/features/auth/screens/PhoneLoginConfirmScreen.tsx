import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useCarryRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { lazySchema } from '../../../shared/ui/form/lazy-schema.ts';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useSendPhoneCode, useVerifyPhoneCode } from '../auth.queries.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';
import { PhoneForm, SmsCodeField } from '../components/PhoneForm.tsx';
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
      <PhoneForm
        onSubmit={submit}
        failure={failure}
        isSubmitting={formState.isSubmitting}
        submitLabel={t('phoneConfirm.submit')}
        field={<SmsCodeField field={field('code')} />}
        footer={
          <Stack direction="row" sx={{ justifyContent: 'center', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('phoneConfirm.noCode')}
            </Typography>
            <Button size="small" onClick={resendCode} loading={resend.isPending}>
              {t('phoneConfirm.resend')}
            </Button>
          </Stack>
        }
      />
    </AuthLayout>
  );
}
