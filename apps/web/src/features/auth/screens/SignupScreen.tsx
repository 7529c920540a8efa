import { messages } from '@here-and-there/contracts';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useRedirectTarget } from '../../../app/routing/redirect-param.ts';
import { isOnboardingOrCommunityPath, routes } from '../../../app/routing/route-paths.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { Trans } from '../../../shared/i18n/Trans.tsx';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { applyServerErrors } from '../../../shared/ui/form/apply-server-errors.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { lazySchema } from '../../../shared/ui/form/lazy-schema.ts';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { readInvitation } from '../../invitations/invitation-link.ts';
import { readSubscribeTo } from '../../users/profile-link.ts';
import { useSignup } from '../auth.queries.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';

// Only invitees are offered Google here (their invitation waits on the device meanwhile), so the
// buttons download only for them.
const SocialSignInButtons = lazy(() =>
  import('../components/SocialSignInButtons.tsx').then((module) => ({ default: module.SocialSignInButtons })),
);

const validate = lazySchema(() => import('../auth.schemas.ts').then((schemas) => schemas.signupForm));

interface SignupScreenProps {
  /** `subscriber`: someone invited to hear when a particular member is in town. */
  variant: 'member' | 'subscriber';
}

const serverFields = ['first_name', 'last_name', 'email', 'password'] as const;

/** What to say above the form when no field is to blame. */
function generalFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.somethingWentWrong;
  if (error.status === 429) return messages.tooManyRequests;
  // The member a subscriber link follows may have left since the link was shared.
  if (error.fields.subscribe_to) return messages.userNotFound;
  // Someone else may have signed up through the same invitation meanwhile.
  if (error.fields.invitation || error.code === 'invitation.not_found') return messages.invitationNotFound;
  return messages.somethingWentWrong;
}

export default function SignupScreen({ variant }: SignupScreenProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const [searchParams] = useSearchParams();
  const person = searchParams.get('name')?.trim();
  // The member whose visits this subscriber wants to hear about (from their public profile).
  const subscribeTo = variant === 'subscriber' ? readSubscribeTo(searchParams) : undefined;
  // The invitation (`/invitation/{token}`) that makes the new member join connected with the inviter.
  const invitation = variant === 'member' ? readInvitation(searchParams) : undefined;
  const signup = useSignup();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit, setError, formState } = useForm({
    validate,
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirm_password: '',
      accept_terms: false,
    },
  });

  const terms = field('accept_terms');
  // Signed up to join a community (its page or invitation link): there first, as the guard allows before onboarding (SPEC §4).
  const redirect = useRedirectTarget();
  const communityEntry =
    redirect && (isOnboardingOrCommunityPath(redirect.split('?')[0]!) || redirect.startsWith('/invitation/community/'))
      ? redirect
      : null;

  const submit = handleSubmit(async ({ confirm_password: _, ...form }) => {
    setFailure(null);
    try {
      const { token, user } = await signup.mutateAsync({
        ...form,
        accept_terms: true,
        ...(subscribeTo && { subscribe_to: subscribeTo }),
        ...(invitation && { invitation }),
      });
      await completeSignIn(token, {
        member: user,
        to: variant === 'subscriber' ? routes.subscriberOnboarding(1) : (communityEntry ?? routes.onboarding(1)),
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'signup.email_taken') {
        setError('email', messages.emailTaken, { shouldFocus: true });
      } else if (!applyServerErrors(error, setError, serverFields)) {
        setFailure(generalFailure(error));
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
            field={field('first_name')}
            label={t('fields.firstName')}
            autoComplete="given-name"
            autoFocus
          />
          <FormTextField field={field('last_name')} label={t('fields.lastName')} autoComplete="family-name" />
        </Box>
        <FormTextField field={field('email')} label={t('fields.email')} type="email" autoComplete="email" />
        <NewPasswordFields
          password={field('password')}
          confirmation={field('confirm_password')}
          passwordLabel={t('fields.password')}
        />
        <Box>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', mr: 0 }}
            control={
              <Checkbox
                checked={terms.value}
                onChange={(event) => terms.onChange(event.target.checked)}
                slotProps={{ input: { ref: terms.ref } }}
                sx={{ mt: -0.75 }}
              />
            }
            label={
              <Typography variant="body2" color="text.secondary">
                <Trans
                  text={t('signup.acceptTerms')}
                  components={{
                    terms: <Link component={RouterLink} to={routes.terms} target="_blank" />,
                    privacy: <Link component={RouterLink} to={routes.privacyPolicy} target="_blank" />,
                  }}
                />
              </Typography>
            }
          />
          {terms.error && <FormHelperText error>{translateMessage(tCommon, terms.error)}</FormHelperText>}
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
          {t('signup.submit')}
        </Button>
        {invitation && (
          <Suspense fallback={null}>
            <SocialSignInButtons />
          </Suspense>
        )}
      </Stack>
    </AuthLayout>
  );
}
