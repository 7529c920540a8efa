import { Box, Card, Container, Stack } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Placeholder } from '../../../shared/ui/Placeholder.tsx';
import { coverHeight, pictureOverlap, pictureSize } from './profile-layout.ts';

/** The shape of a profile while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  const { t } = useTranslation('users');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 } }} role="status" aria-label={t('profile.loading')}>
      <Card>
        <Placeholder sx={{ height: coverHeight, borderRadius: 0 }} />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{
            px: { xs: 2.5, md: 4 },
            pb: { xs: 3, md: 4 },
            gap: { xs: 1.5, md: 3 },
            alignItems: { xs: 'center', md: 'flex-start' },
          }}
        >
          <Placeholder
            sx={{
              width: pictureSize,
              height: pictureSize,
              mt: pictureOverlap,
              flexShrink: 0,
              borderRadius: '50%',
              border: 4,
              borderColor: 'background.paper',
            }}
          />
          <Stack sx={{ gap: 1.25, pt: { md: 3 }, alignItems: { xs: 'center', md: 'flex-start' }, width: '100%' }}>
            <Placeholder sx={{ height: 28, width: { xs: '70%', md: 280 } }} />
            <Placeholder sx={{ height: 14, width: 120 }} />
            <Placeholder sx={{ height: 14, width: { xs: '60%', md: 220 } }} />
            <Placeholder sx={{ height: 30, width: 160, borderRadius: 99 }} />
          </Stack>
        </Stack>
      </Card>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2, mt: 2 }}>
        <Placeholder sx={{ height: 160, borderRadius: '20px' }} />
        <Placeholder sx={{ height: 160, borderRadius: '20px' }} />
      </Box>
    </Container>
  );
}
