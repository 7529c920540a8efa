import { Box, Button, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import type { DialogComponentProps } from '../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../shared/ui/BottomSheet.tsx';
import { useQrCodeImage } from '../../shared/ui/qr-code.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { useMe } from '../auth/auth.queries.ts';
import { profileQrLink } from './profile-link.ts';

/** "Scan QR Code": the signed-in member's profile link as a QR code, to connect in person. */
export default function UserQrDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const me = useMe();
  const link = useMemo(() => (me ? profileQrLink(me.id, window.location.origin) : null), [me]);
  const image = useQrCodeImage(link);

  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify.success(t('userQr.copied'));
    } catch {
      notify.error();
    }
  };

  return (
    <BottomSheet open={open} onClose={onClose} title={t('userQr.title')}>
      <Stack sx={{ gap: 2.5, alignItems: 'center', textAlign: 'center', pt: 1 }}>
        <Typography color="text.secondary">{t('userQr.body')}</Typography>
        <Box
          sx={{
            width: 240,
            height: 240,
            p: 1.5,
            borderRadius: 4,
            bgcolor: '#fff',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {image && (
            <Box component="img" src={image} alt={t('userQr.imageAlt')} sx={{ width: '100%', height: '100%' }} />
          )}
        </Box>
        {me && (
          <Typography variant="h6" component="p">
            {me.display_name}
          </Typography>
        )}
        <Button variant="outlined" fullWidth onClick={copyLink} disabled={!link}>
          {t('userQr.copyLink')}
        </Button>
      </Stack>
    </BottomSheet>
  );
}
