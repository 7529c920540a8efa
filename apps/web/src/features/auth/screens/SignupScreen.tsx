import { messages } from '@here-and-there/contracts';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { applyServerErrors } from '../../../shared/ui/form/apply-server-errors.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { lazyResolver } from '../../../shared/ui/form/lazy-resolver.ts';
import { PasswordField } from '../../../shared/ui/form/PasswordField.tsx';
import { useSignup } from '../auth.queries.ts';
import type { SignupForm } from '../auth.schemas.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';

const resolver = lazyResolver(() => import('../auth.schemas.ts').then((schemas) => schemas.signupResolver));

interface SignupScreenProps {
  /** `subscriber`: someone invited to hear when a particular member is in town. */
  variant: 'member' | 'subscriber';
}

const serverFields = ['first_name', 'last_name', 'email', 'password'] as const;

export default function SignupScreen({ variant }: SignupScreenProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const [searchParams] = useSearchParams();
  const person = searchParams.get('name')?.trim();
  const signup = useSignup();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<SignupForm>({
    resolver,
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirm_password: '',
      accept_terms: false,
    },
  });

  const submit = handleSubmit(async ({ confirm_password: _, ...form }) => {
    setFailure(null);
    try {
      const { token, user } = await signup.mutateAsync({ ...form, accept_terms: true });
      await completeSignIn(token, {
        member: user,
        to: variant === 'subscriber' ? routes.subscriberOnboarding(1) : routes.onboarding(1),
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'signup.email_taken') {
        setError('email', { type: 'server', message: messages.emailTaken }, { shouldFocus: true });
      } else if (!applyServerErrors(error, setError, serverFields)) {
        setFailure(
          error instanceof ApiError && error.status === 429 ? messages.tooManyRequests : messages.somethingWentWrong,
        );
      }
    }
  });

  const title =
    variant === 'subscriber'
      ? person
        ? t('signup.subscriber.titleWithPerson', { person })
        : t('signup.subscriber.title')
      : t('signup.member.title');

  return (
    <AuthLayout
      title={title}
      subtitle={t(`signup.${variant}.subtitle`)}
      footer={
        <Typography color="text.secondary">
          {t('signup.haveAccount')} <AuthLink to={routes.login}>{t('signup.signIn')}</AuthLink>
        </Typography>
      }
    >
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        {failure && <Alert severity="error">{translateMessage(tCommon, failure)}</Alert>}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <FormTextField
            control={control}
            name="first_name"
            label={t('fields.firstName')}
            autoComplete="given-name"
            autoFocus
          />
          <FormTextField control={control} name="last_name" label={t('fields.lastName')} autoComplete="family-name" />
        </Box>
        <FormTextField control={control} name="email" label={t('fields.email')} type="email" autoComplete="email" />
        <PasswordField
          control={control}
          name="password"
          label={t('fields.password')}
          autoComplete="new-password"
          helperText={t('fields.passwordHint')}
        />
        <PasswordField
          control={control}
          name="confirm_password"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
        />
        <Controller
          control={control}
          name="accept_terms"
          render={({ field, fieldState }) => (
            <Box>
              <FormControlLabel
                sx={{ alignItems: 'flex-start', mr: 0 }}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                    sx={{ mt: -0.75 }}
                  />
                }
                label={
                  <Typography variant="body2" color="text.secondary">
                    <Trans
                      t={t}
                      i18nKey="signup.acceptTerms"
                      components={{
                        terms: <Link component={RouterLink} to={routes.terms} target="_blank" />,
                        privacy: <Link component={RouterLink} to={routes.privacyPolicy} target="_blank" />,
                      }}
                    />
                  </Typography>
                }
              />
              {fieldState.error && (
                <FormHelperText error>{translateMessage(tCommon, fieldState.error.message)}</FormHelperText>
              )}
            </Box>
          )}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
          {t('signup.submit')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
