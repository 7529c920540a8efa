import { messages } from '@here-and-there/contracts';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCarryRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { hasStatus } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { lazyResolver } from '../../../shared/ui/form/lazy-resolver.ts';
import { useSendPhoneCode } from '../auth.queries.ts';
import type { PhoneFormInput } from '../auth.schemas.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';

const resolver = lazyResolver(() => import('../auth.schemas.ts').then((schemas) => schemas.phoneResolver));

export default function PhoneLoginScreen() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const carryRedirect = useCarryRedirect();
  const sendCode = useSendPhoneCode();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<PhoneFormInput, unknown, { phoneNumber: string }>({
    resolver,
    defaultValues: { phoneNumber: '+' },
  });

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
          control={control}
          name="phoneNumber"
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
