import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useCarryRedirect, useRedirectTarget } from '../../app/routing/redirect-param.ts';
import { routes } from '../../app/routing/route-paths.ts';
import { useSignOut } from '../../app/session/use-sign-out.ts';
import { loadNamespaces } from '../../shared/i18n/i18n.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { useMe } from '../auth/auth.queries.ts';
import { StepIndicator } from './components/StepIndicator.tsx';

// Each step downloads on its own: the profile form for step 1, the place search for the home city.
const ProfileStep = lazy(() => import('./steps/ProfileStep.tsx').then((module) => ({ default: module.ProfileStep })));
const HomeCityStep = lazy(async () => {
  const [module] = await Promise.all([import('./steps/HomeCityStep.tsx'), loadNamespaces('locations')]);
  return module;
});
const ContactsStep = lazy(async () => {
  const [module] = await Promise.all([import('./steps/ContactsStep.tsx'), loadNamespaces('contacts')]);
  return module;
});

type Variant = 'member' | 'subscriber';
type StepName = 'profile' | 'homeCity' | 'contacts';

/** Members set up their profile, home city and contacts; subscribers only their home city (SPEC §1, §2, §4). */
const stepsOf: Record<Variant, readonly StepName[]> = {
  member: ['profile', 'homeCity', 'contacts'],
  subscriber: ['homeCity'],
};

const stepPath = (variant: Variant, step: number) =>
  variant === 'subscriber' ? routes.subscriberOnboarding(step) : routes.onboarding(step);

interface OnboardingScreenProps {
  variant: Variant;
}

export default function OnboardingScreen({ variant: requested }: OnboardingScreenProps) {
  const { t } = useTranslation('onboarding');
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const carryRedirect = useCarryRedirect();
  const redirect = useRedirectTarget();
  const stepNumber = Number(useParams().step);

  if (!me) return <PageSpinner />;
  // A subscriber's setup is the short one, whichever address they arrive at.
  const variant: Variant = me.user_type === 'subscriber' ? 'subscriber' : requested;
  const steps = stepsOf[variant];
  const step = steps[stepNumber - 1];
  if (!step || variant !== requested) return <Navigate to={carryRedirect(stepPath(variant, 1))} replace />;

  const goTo = (next: number) => navigate(carryRedirect(stepPath(variant, next)));
  const finish = async () => {
    // The guard takes over from home: phone verification, or the pay wall for members who are not pro.
    await navigate(redirect ?? routes.home, { replace: true });
  };
  const isFirst = stepNumber === 1;
  const isLast = stepNumber === steps.length;
  const backButton = isFirst ? undefined : (
    <Button
      component={RouterLink}
      to={carryRedirect(stepPath(variant, stepNumber - 1))}
      color="inherit"
      size="large"
      startIcon={<ArrowBackIcon />}
    >
      {t('setup.back')}
    </Button>
  );

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 6 } }}>
      <Stack sx={{ gap: 1, mb: 3 }}>
        <Typography variant="overline" color="primary">
          {steps.length > 1
            ? `${t(`setup.overline.${variant}`)} · ${t('setup.stepOf', { step: stepNumber, total: steps.length })}`
            : t(`setup.overline.${variant}`)}
        </Typography>
        <Typography variant="h2" component="h1">
          {isFirst
            ? t('setup.greeting', { name: me.first_name })
            : step === 'contacts'
              ? t('setup.contacts.title')
              : t('setup.homeCity.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
          {step === 'profile'
            ? t('setup.profile.lead')
            : step === 'contacts'
              ? t('setup.contacts.lead')
              : variant === 'subscriber'
                ? t('setup.homeCity.subscriberLead')
                : t('setup.homeCity.lead')}
        </Typography>
      </Stack>
      {steps.length > 1 && (
        <Box sx={{ mb: 4 }}>
          <StepIndicator steps={steps.map((name) => t(`setup.stepNames.${name}`))} current={stepNumber} />
        </Box>
      )}
      <Suspense fallback={<PageSpinner />}>
        {step === 'profile' ? (
          <ProfileStep me={me} onNext={() => void goTo(stepNumber + 1)} />
        ) : step === 'homeCity' ? (
          <HomeCityStep
            me={me}
            backButton={backButton}
            isLast={isLast}
            onFinished={isLast ? finish : () => void goTo(stepNumber + 1)}
          />
        ) : (
          <ContactsStep me={me} backButton={backButton} onFinished={finish} />
        )}
      </Suspense>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        {t('setup.privacyNote')}
      </Typography>
      <Stack sx={{ alignItems: 'center', mt: 1.5 }}>
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
          {t('setup.signOut')}
        </Button>
      </Stack>
    </Box>
  );
}
