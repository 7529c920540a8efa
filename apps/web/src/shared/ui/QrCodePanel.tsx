import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from '../i18n/use-translation.ts';
import { useQrCodeImage } from './qr-code.ts';
import { useNotify } from './use-notify.ts';

interface QrCodePanelProps {
  /** The link the code carries (with its QR timestamp, SPEC §9); null until known. */
  link: string | null;
  /** What scanning it does. */
  body: string;
  imageAlt: string;
  /** Whose or what the code is, under it. */
  name?: string;
}

/** A QR code sheet's content: what it is for, the code on white, whose it is, and "Copy link". */
export function QrCodePanel({ link, body, imageAlt, name }: QrCodePanelProps) {
  const { t } = useTranslation();
  const notify = useNotify();
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
    <Stack sx={{ gap: 2.5, alignItems: 'center', textAlign: 'center', pt: 1 }}>
      <Typography color="text.secondary">{body}</Typography>
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
        {image && <Box component="img" src={image} alt={imageAlt} sx={{ width: '100%', height: '100%' }} />}
      </Box>
      {name && (
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
      )}
      <Button variant="outlined" fullWidth onClick={copyLink} disabled={!link}>
        {t('userQr.copyLink')}
      </Button>
    </Stack>
  );
}
