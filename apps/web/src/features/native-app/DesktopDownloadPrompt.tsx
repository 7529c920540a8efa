import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import { Button, Card, Stack, Typography } from '@mui/material';
import { useConfig } from '../../shared/config/config.queries.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Logo } from '../../shared/ui/Logo.tsx';

/** With `desktop_download_prompt` on, desktop browsers get only this: the product lives in the apps. */
export function DesktopDownloadPrompt() {
  const { t } = useTranslation();
  const config = useConfig();
  return (
    <Stack component="main" sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center', p: 4 }}>
      <Card sx={{ maxWidth: 520, p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <Stack sx={{ gap: 3, alignItems: 'center' }}>
          <Logo size="large" />
          <Typography variant="h2" component="h1">
            {t('nativeApp.desktopTitle')}
          </Typography>
          <Typography color="text.secondary">{t('nativeApp.desktopBody')}</Typography>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button variant="contained" size="large" startIcon={<AppleIcon />} href={config.app_store_url}>
              {t('nativeApp.appStore')}
            </Button>
            <Button variant="outlined" size="large" startIcon={<AndroidIcon />} href={config.play_store_url}>
              {t('nativeApp.playStore')}
            </Button>
          </Stack>
        </Stack>
      </Card>
    </Stack>
  );
}
