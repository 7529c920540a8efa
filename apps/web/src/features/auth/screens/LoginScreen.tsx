import { messages } from '@here-and-there/contracts';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCarryRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { useFlag } from '../../../shared/config/config.queries.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { lazySchema } from '../../../shared/ui/form/lazy-schema.ts';
import { PasswordField } from '../../../shared/ui/form/PasswordField.tsx';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { fetchSsoToken, useEmailSignIn } from '../auth.queries.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';
import { SocialSignInButtons } from '../components/SocialSignInButtons.tsx';
import { emailSignInFailure } from '../sign-in-errors.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';

const validate = lazySchema(() => import('../auth.schemas.ts').then((schemas) => schemas.loginForm));

interface LoginScreenProps {
  /** `contacts` is /auth/login-ec: the same sign-in, framed around finding one's contacts. */
  variant: 'standard' | 'contacts';
}

export default function LoginScreen({ variant }: LoginScreenProps) {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const isReturningFromProvider = searchParams.get('sso') === '1';
  const providerError = searchParams.get('error');
  const [failure, setFailure] = useState<string | null>(
    providerError
      ? providerError === 'account_not_linked'
        ? messages.differentProvider
        : messages.somethingWentWrong
      : null,
  );

  return (
    <AuthLayout
      title={t(`login.${variant}.title`)}
      subtitle={t(`login.${variant}.subtitle`)}
      footer={
        <Typography color="text.secondary">
          {t('login.noAccount')} <AuthLink to={routes.signup}>{t('login.createAccount')}</AuthLink>
        </Typography>
      }
    >
      {isReturningFromProvider ? (
        <ProviderReturn onFailure={setFailure} />
      ) : (
        <EmailSignIn failure={failure} onFailure={setFailure} />
      )}
    </AuthLayout>
  );
}

function EmailSignIn({ failure, onFailure }: { failure: string | null; onFailure: (message: string | null) => void }) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const isPhoneLoginOn = useFlag('phone_login');
  const carryRedirect = useCarryRedirect();
  const signIn = useEmailSignIn();
  const completeSignIn = useCompleteSignIn();
  const { field, handleSubmit, formState } = useForm({ defaultValues: { email: '', password: '' }, validate });

  const submit = handleSubmit(async (credentials) => {
    onFailure(null);
    try {
      await completeSignIn(await signIn.mutateAsync(credentials));
    } catch (error) {
      onFailure(emailSignInFailure(error));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {translateMessage(tCommon, failure)}
        </Alert>
      )}
      <FormTextField field={field('email')} label={t('fields.email')} type="email" autoComplete="email" autoFocus />
      <PasswordField field={field('password')} label={t('fields.password')} autoComplete="current-password" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <AuthLink to={routes.resetPassword}>{t('login.forgotPassword')}</AuthLink>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
        {t('login.submit')}
      </Button>
      {isPhoneLoginOn && (
        <Button
          component={RouterLink}
          to={carryRedirect(routes.phoneLogin)}
          variant="outlined"
          color="inherit"
          size="large"
          startIcon={<SmartphoneIcon />}
          sx={{ borderColor: 'divider' }}
        >
          {t('login.withPhone')}
        </Button>
      )}
      <SocialSignInButtons />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
        {t('login.curious')} <AuthLink to={routes.experience('network')}>{t('login.howItWorks')}</AuthLink>
      </Typography>
    </Stack>
  );
}

/** Back from Google or Facebook: the identity server's cookie session is traded for a bearer token. */
function ProviderReturn({ onFailure }: { onFailure: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const completeSignIn = useCompleteSignIn();
  const [, setSearchParams] = useSearchParams();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    fetchSsoToken()
      .then((token) => completeSignIn(token))
      .catch(() => {
        onFailure(messages.somethingWentWrong);
        setSearchParams(
          (params) => {
            params.delete('sso');
            return params;
          },
          { replace: true },
        );
      });
  }, [completeSignIn, onFailure, setSearchParams]);

  return (
    <Stack sx={{ alignItems: 'center', gap: 2, py: 4 }} role="status">
      <CircularProgress />
      <Typography color="text.secondary">{t('login.finishing')}</Typography>
    </Stack>
  );
}
