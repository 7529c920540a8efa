import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { alpha, Box, Button, Card, Container, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { routes } from '../../app/routing/route-paths.ts';
import { useSignOut } from '../../app/session/use-sign-out.ts';
import { brand } from '../../app/theme/theme.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useMe } from '../auth/auth.queries.ts';

const stepIcons = [AddAPhotoOutlinedIcon, HomeOutlinedIcon, ContactsOutlinedIcon];

interface OnboardingScreenProps {
  variant: 'member' | 'subscriber';
}

/** The start of onboarding: who is being set up and what the setup covers. */
export default function OnboardingScreen({ variant }: OnboardingScreenProps) {
  const { t } = useTranslation('onboarding');
  const me = useMe();
  const signOut = useSignOut();
  const { step } = useParams();
  const firstStep = variant === 'subscriber' ? routes.subscriberOnboarding(1) : routes.onboarding(1);
  if (step !== '1') return <Navigate to={firstStep} replace />;
  const steps = t('setup.steps');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Stack sx={{ gap: 1.5, mb: 4, textAlign: { xs: 'left', sm: 'center' } }}>
        <Typography variant="overline" color="primary">
          {t(`setup.${variant}.overline`)}
        </Typography>
        <Typography variant="h2" component="h1">
          {me ? t('setup.greeting', { name: me.first_name }) : t('setup.greetingAnonymous')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
          {t(`setup.${variant}.lead`)}
        </Typography>
      </Stack>
      <Stack component="ol" sx={{ gap: 2, p: 0, m: 0, listStyle: 'none' }} aria-label={t('setup.outline')}>
        {steps.map((item, index) => {
          const Icon = stepIcons[index] ?? HomeOutlinedIcon;
          return (
            <Card component="li" key={item.title} sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box
                sx={{
                  flexShrink: 0,
                  width: 48,
                  height: 48,
                  borderRadius: 3,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: alpha(brand.teal, 0.15),
                  color: 'primary.main',
                }}
              >
                <Icon />
              </Box>
              <Box sx={{ flex: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  {t('setup.stepLabel', { step: index + 1 })}
                </Typography>
                <Typography variant="h6" component="h2">
                  {item.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {item.body}
                </Typography>
              </Box>
            </Card>
          );
        })}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t('setup.privacyNote')}
      </Typography>
      <Stack sx={{ alignItems: 'center', mt: 3 }}>
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
          {t('setup.signOut')}
        </Button>
      </Stack>
    </Container>
  );
}
