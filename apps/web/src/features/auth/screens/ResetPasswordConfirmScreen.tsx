import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { lazyResolver } from '../../../shared/ui/form/lazy-resolver.ts';
import { PasswordField } from '../../../shared/ui/form/PasswordField.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useResetPassword } from '../auth.queries.ts';
import type { NewPasswordForm } from '../auth.schemas.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';

const resolver = lazyResolver(() => import('../auth.schemas.ts').then((schemas) => schemas.newPasswordResolver));

export default function ResetPasswordConfirmScreen() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const notify = useNotify();
  const resetPassword = useResetPassword();
  const [isLinkInvalid, setLinkInvalid] = useState(!token);
  const { control, handleSubmit, formState } = useForm<NewPasswordForm>({
    resolver,
    defaultValues: { password: '', confirm_password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    if (!token) return;
    try {
      await resetPassword.mutateAsync({ newPassword: password, token });
      notify.success(t('resetConfirm.done'));
      await navigate(routes.login, { replace: true });
    } catch {
      setLinkInvalid(true);
    }
  });

  return (
    <AuthLayout
      title={t('resetConfirm.title')}
      subtitle={t('resetConfirm.subtitle')}
      footer={<AuthLink to={routes.resetPassword}>{t('resetConfirm.requestNew')}</AuthLink>}
    >
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        {isLinkInvalid && <Alert severity="error">{tCommon('errors.linkInvalid')}</Alert>}
        <PasswordField
          control={control}
          name="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          helperText={t('fields.passwordHint')}
        />
        <PasswordField
          control={control}
          name="confirm_password"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={formState.isSubmitting}
          disabled={!token}
        >
          {t('resetConfirm.submit')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
