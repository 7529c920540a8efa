import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { alpha, Box, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { brand } from '../../../app/theme/theme.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LogoMark } from '../../../shared/ui/Logo.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every sign-in screen: the form, and on wide screens what the member is signing in to. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: { xs: 'calc(100dvh - 56px)', md: 'calc(100dvh - 64px)' },
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'stretch',
      }}
    >
      <BrandPanel />
      <Stack sx={{ alignItems: 'center', justifyContent: 'center', px: { xs: 2, sm: 4 }, py: { xs: 3, md: 6 } }}>
        <Card
          sx={{
            width: '100%',
            maxWidth: 440,
            p: { xs: 3, sm: 4 },
            bgcolor: { xs: 'transparent', sm: 'background.paper' },
            border: { xs: 0, sm: 1 },
            borderColor: { sm: 'divider' },
          }}
        >
          <Stack sx={{ gap: 1, mb: 3 }}>
            <Typography variant="h3" component="h1">
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Stack>
          {children}
          {footer && (
            <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>{footer}</Box>
          )}
        </Card>
      </Stack>
    </Box>
  );
}

function BrandPanel() {
  const { t } = useTranslation('auth');
  const points = [
    { icon: <HubOutlinedIcon />, text: t('brand.levels') },
    { icon: <TravelExploreIcon />, text: t('brand.crossings') },
    { icon: <LockOutlinedIcon />, text: t('brand.inviteOnly') },
  ];
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 4,
        px: { md: 6, lg: 10 },
        py: 6,
        position: 'relative',
        overflow: 'hidden',
        background: `radial-gradient(circle at 20% 20%, ${alpha(brand.teal, 0.28)}, transparent 55%), radial-gradient(circle at 85% 80%, ${alpha(brand.coral, 0.24)}, transparent 50%), ${brand.ink}`,
        color: brand.mist,
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          right: -120,
          top: -120,
          width: 420,
          height: 420,
          borderRadius: '50%',
          border: `2px dashed ${alpha(brand.mist, 0.12)}`,
        }}
      />
      <LogoMark size={88} />
      <Typography variant="h1" component="p" sx={{ maxWidth: 520 }}>
        {t('brand.headline')}
      </Typography>
      <Stack sx={{ gap: 2.5, maxWidth: 480 }}>
        {points.map(({ icon, text }) => (
          <Stack key={text} direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
            <Box
              sx={{
                flexShrink: 0,
                width: 40,
                height: 40,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                bgcolor: alpha(brand.teal, 0.16),
                color: brand.teal,
              }}
            >
              {icon}
            </Box>
            <Typography sx={{ color: alpha(brand.mist, 0.85), pt: 1 }}>{text}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
