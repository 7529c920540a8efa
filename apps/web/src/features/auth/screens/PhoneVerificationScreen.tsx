import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkLockOutlinedIcon from '@mui/icons-material/PhonelinkLockOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useSignOut } from '../../../app/session/use-sign-out.ts';
import { useConfig } from '../../../shared/config/config.queries.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';

/** The guard sends onboarded members without a verified number here (SPEC §4). */
export default function PhoneVerificationScreen() {
  const { t } = useTranslation('auth');
  const config = useConfig();
  const signOut = useSignOut();
  return (
    <AuthLayout title={t('phoneVerification.title')} subtitle={t('phoneVerification.subtitle')}>
      <Stack sx={{ gap: 2.5 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ color: 'primary.main', pt: 0.25 }}>
            <PhonelinkLockOutlinedIcon />
          </Box>
          <Typography color="text.secondary">{t('phoneVerification.why')}</Typography>
        </Stack>
        <Typography color="text.secondary">{t('phoneVerification.how')}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          <Button variant="contained" startIcon={<AppleIcon />} href={config.app_store_url}>
            {t('phoneVerification.appStore')}
          </Button>
          <Button variant="contained" startIcon={<AndroidIcon />} href={config.play_store_url}>
            {t('phoneVerification.playStore')}
          </Button>
        </Box>
        <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
          {t('phoneVerification.signOut')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
