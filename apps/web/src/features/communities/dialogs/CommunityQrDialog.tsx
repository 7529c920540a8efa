import { Box, Button, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { useQrCodeImage } from '../../../shared/ui/qr-code.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useCommunity } from '../communities.queries.ts';
import { useCommunityDialogs } from '../community-dialogs.ts';
import { communityQrLink } from '../community-links.ts';

/**
 * The community's QR code, to bring someone in person to its page (a visitor sees its public view
 * there, not a sign-in wall); its link carries the QR timestamp, as the member's own QR code does.
 */
export default function CommunityQrDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('communities');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const { communityId, close } = useCommunityDialogs();
  const community = useCommunity(communityId);
  const link = useMemo(
    () => (community.data ? communityQrLink(community.data.id, window.location.origin) : null),
    [community.data],
  );
  const image = useQrCodeImage(link);

  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify.success(tCommon('userQr.copied'));
    } catch {
      notify.error();
    }
  };

  return (
    <BottomSheet open={open} onClose={() => close('community-user-qr')} title={tCommon('userQr.title')}>
      <Stack sx={{ gap: 2.5, alignItems: 'center', textAlign: 'center', pt: 1 }}>
        <Typography color="text.secondary">{t('qr.body')}</Typography>
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
          {image && <Box component="img" src={image} alt={t('qr.imageAlt')} sx={{ width: '100%', height: '100%' }} />}
        </Box>
        {community.data && (
          <Typography variant="h6" component="p">
            {community.data.name}
          </Typography>
        )}
        <Button variant="outlined" fullWidth onClick={copyLink} disabled={!link}>
          {tCommon('userQr.copyLink')}
        </Button>
      </Stack>
    </BottomSheet>
  );
}
