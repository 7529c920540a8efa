import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from '../i18n/use-translation.ts';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '50dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('status.loading')} />
    </Box>
  );
}
