import { messages } from '@here-and-there/contracts';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCarryRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { hasStatus } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { lazySchema } from '../../../shared/ui/form/lazy-schema.ts';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { useSendPhoneCode } from '../auth.queries.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';

const validate = lazySchema(() => import('../auth.schemas.ts').then((schemas) => schemas.phoneForm));

export default function PhoneLoginScreen() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const carryRedirect = useCarryRedirect();
  const sendCode = useSendPhoneCode();
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit, formState } = useForm({ defaultValues: { phoneNumber: '+' }, validate });

  const submit = handleSubmit(async ({ phoneNumber }) => {
    setFailure(null);
    try {
      await sendCode.mutateAsync(phoneNumber);
      const confirm = `${routes.phoneLoginConfirm}?${new URLSearchParams({ phone: phoneNumber })}`;
      await navigate(carryRedirect(confirm), { state: { phoneNumber } });
    } catch (error) {
      setFailure(hasStatus(error, 429) ? messages.tooManyRequests : messages.somethingWentWrong);
    }
  });

  return (
    <AuthLayout
      title={t('phone.title')}
      subtitle={t('phone.subtitle')}
      footer={
        <Typography color="text.secondary">
          {t('phone.preferEmail')} <AuthLink to={routes.login}>{t('phone.useEmail')}</AuthLink>
        </Typography>
      }
    >
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        {failure && <Alert severity="error">{translateMessage(tCommon, failure)}</Alert>}
        <FormTextField
          field={field('phoneNumber')}
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          autoFocus
          helperText={t('fields.phoneHint')}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
          {t('phone.submit')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
