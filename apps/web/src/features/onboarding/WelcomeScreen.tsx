import type { SvgIconComponent } from '@mui/icons-material';
import ConnectWithoutContactIcon from '@mui/icons-material/ConnectWithoutContact';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import EventIcon from '@mui/icons-material/Event';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PlaceIcon from '@mui/icons-material/Place';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { useCarryRedirect } from '../../app/routing/redirect-param.ts';
import { routes } from '../../app/routing/route-paths.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { IconIllustration } from './components/IconIllustration.tsx';

const illustrations: { main: SvgIconComponent; orbit: [SvgIconComponent, SvgIconComponent] }[] = [
  { main: TravelExploreIcon, orbit: [PlaceIcon, FlightTakeoffIcon] },
  { main: HandshakeOutlinedIcon, orbit: [LockOutlinedIcon, ConnectWithoutContactIcon] },
  { main: VisibilityOutlinedIcon, orbit: [FlightTakeoffIcon, LockOutlinedIcon] },
  { main: Diversity3Icon, orbit: [ForumOutlinedIcon, EventIcon] },
];

export default function WelcomeScreen() {
  const { t } = useTranslation('onboarding');
  const carryRedirect = useCarryRedirect();
  const step = Number(useParams().step);
  const slides = t('welcome.slides');
  const slide = slides[step - 1];
  const illustration = illustrations[step - 1];
  if (!Number.isInteger(step) || !slide || !illustration)
    return <Navigate to={carryRedirect(routes.welcome(1))} replace />;
  const isLast = step === slides.length;
  const nextButton = (
    <Button
      component={RouterLink}
      to={carryRedirect(routes.welcome(step + 1))}
      variant="contained"
      size="large"
      sx={{ flex: 1 }}
    >
      {t('welcome.next')}
    </Button>
  );

  return (
    <Stack
      sx={{
        minHeight: { xs: 'calc(100dvh - 56px)', md: 'calc(100dvh - 64px)' },
        alignItems: 'center',
        justifyContent: 'center',
        px: 3,
        py: 4,
        gap: 4,
        textAlign: 'center',
      }}
    >
      <IconIllustration {...illustration} />
      <Stack sx={{ gap: 1.5, maxWidth: 520 }}>
        <Typography variant="overline" color="primary">
          {t('welcome.stepOf', { step, total: slides.length })}
        </Typography>
        <Typography variant="h2" component="h1">
          {slide.title}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
          {slide.body}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1 }} role="presentation">
        {slides.map((item, index) => (
          <Box
            key={item.title}
            sx={{
              width: index === step - 1 ? 24 : 8,
              height: 8,
              borderRadius: 4,
              bgcolor: index === step - 1 ? 'primary.main' : 'action.disabled',
              transition: 'width 200ms',
            }}
          />
        ))}
      </Stack>
      {isLast ? (
        <Stack sx={{ gap: 1.5, width: '100%', maxWidth: 360 }}>
          <Button component={RouterLink} to={carryRedirect(routes.signup)} variant="contained" size="large">
            {t('welcome.signup')}
          </Button>
          <Button component={RouterLink} to={carryRedirect(routes.login)} variant="outlined" size="large">
            {t('welcome.login')}
          </Button>
          <Button component={RouterLink} to={carryRedirect(routes.welcome(step - 1))} color="inherit">
            {t('welcome.back')}
          </Button>
        </Stack>
      ) : step === 1 ? (
        // The way back in sits under the main action, where a long label has room on one line.
        <Stack sx={{ gap: 1, width: '100%', maxWidth: 360 }}>
          {nextButton}
          <Button component={RouterLink} to={carryRedirect(routes.login)} color="inherit">
            {t('welcome.login')}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" sx={{ gap: 1.5, width: '100%', maxWidth: 360 }}>
          <Button component={RouterLink} to={carryRedirect(routes.welcome(step - 1))} color="inherit" sx={{ flex: 1 }}>
            {t('welcome.back')}
          </Button>
          {nextButton}
        </Stack>
      )}
    </Stack>
  );
}
