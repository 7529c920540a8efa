import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import { useConfig } from '../../shared/config/config.queries.ts';
import type { DialogComponentProps } from '../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../shared/ui/BottomSheet.tsx';
import { openAppOrStore } from './native-app.ts';

export default function NativeAppPromptDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { pathname } = useLocation();

  return (
    <BottomSheet open={open} onClose={onClose} title={t('nativeApp.title')}>
      <Stack sx={{ gap: 2.5, alignItems: 'center', textAlign: 'center', pt: 1 }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            borderRadius: 5,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <PhoneIphoneIcon sx={{ fontSize: 38 }} />
        </Box>
        <Typography color="text.secondary">{t('nativeApp.body')}</Typography>
        <Button variant="contained" size="large" fullWidth onClick={() => openAppOrStore(config, pathname)}>
          {t('nativeApp.open')}
        </Button>
        <Button variant="text" fullWidth onClick={onClose}>
          {t('nativeApp.stayInBrowser')}
        </Button>
      </Stack>
    </BottomSheet>
  );
}
