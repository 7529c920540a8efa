import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { lazySchema } from '../../../shared/ui/form/lazy-schema.ts';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { useRequestPasswordReset } from '../auth.queries.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';

const validate = lazySchema(() => import('../auth.schemas.ts').then((schemas) => schemas.emailForm));

export default function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const { field, handleSubmit, formState } = useForm({ defaultValues: { email: '' }, validate });

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
          <FormTextField field={field('email')} label={t('fields.email')} type="email" autoComplete="email" autoFocus />
          <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
            {t('reset.submit')}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
