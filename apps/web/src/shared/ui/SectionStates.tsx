import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

/** A part of a screen whose list could not be loaded, with a way to ask again. */
export function SectionFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ p: 2.5, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography color="text.secondary" sx={{ flex: 1 }}>
        {message}
      </Typography>
      <Button onClick={onRetry}>{t('actions.tryAgain')}</Button>
    </Stack>
  );
}

/** A part of a screen whose list is on its way. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
      <CircularProgress size={28} aria-label={label} />
    </Box>
  );
}

/** A part of a screen with nothing to list: its icon in a disc, then what it would show. */
export function SectionEmpty({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ p: 2.5, gap: 2, alignItems: 'center' }}>
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      {children}
    </Stack>
  );
}
