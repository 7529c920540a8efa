import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../app/routing/route-paths.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { lazyResolver } from '../../../shared/ui/form/lazy-resolver.ts';
import { useRequestPasswordReset } from '../auth.queries.ts';
import type { EmailForm } from '../auth.schemas.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';

const resolver = lazyResolver(() => import('../auth.schemas.ts').then((schemas) => schemas.emailResolver));

export default function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const { control, handleSubmit, formState } = useForm<EmailForm>({
    resolver,
    defaultValues: { email: '' },
  });

  // The answer is the same whether or not the address is registered, so nobody can probe for members.
  const submit = handleSubmit(async ({ email }) => {
    await requestReset.mutateAsync(email).catch(() => undefined);
  });

  return (
    <AuthLayout
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={<AuthLink to={routes.login}>{t('reset.backToLogin')}</AuthLink>}
    >
      {formState.isSubmitSuccessful ? (
        <Alert icon={<MarkEmailReadOutlinedIcon />} severity="success" role="status">
          <Typography>{tCommon('errors.passwordResetSent')}</Typography>
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
          <FormTextField
            control={control}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
            {t('reset.submit')}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
