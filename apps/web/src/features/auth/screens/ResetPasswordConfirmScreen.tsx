import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { lazySchema } from '../../../shared/ui/form/lazy-schema.ts';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useResetPassword } from '../auth.queries.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';

const validate = lazySchema(() => import('../auth.schemas.ts').then((schemas) => schemas.newPasswordForm));

export default function ResetPasswordConfirmScreen() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const notify = useNotify();
  const resetPassword = useResetPassword();
  const [isLinkInvalid, setLinkInvalid] = useState(false);
  const { field, handleSubmit, formState } = useForm({
    defaultValues: { password: '', confirm_password: '' },
    validate,
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
      {token ? (
        <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
          {isLinkInvalid && <Alert severity="error">{tCommon('errors.linkInvalid')}</Alert>}
          <NewPasswordFields
            password={field('password')}
            confirmation={field('confirm_password')}
            passwordLabel={t('fields.newPassword')}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
            {t('resetConfirm.submit')}
          </Button>
        </Stack>
      ) : (
        // A link without its token cannot set a password: only the way to a new link is left.
        <Alert severity="error">{tCommon('errors.linkInvalid')}</Alert>
      )}
    </AuthLayout>
  );
}
