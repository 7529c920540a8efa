import { timings } from '@here-and-there/contracts';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useConfig } from '../../shared/config/config.queries.ts';
import type { DialogComponentProps } from '../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../shared/ui/BottomSheet.tsx';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { useMe } from '../auth/auth.queries.ts';
import { answerPushOffer, canOfferPushHere } from './push-offer.ts';

/**
 * How long the trip's page shows before the offer rises: the member sees their trip first, and
 * its "changes saved" (SPEC §9, 1200 ms and its exit) is gone rather than covering the buttons.
 */
const offerDelayMs = timings.snackbarAutoHideMs + 400;

/**
 * The offer of pushes after the member's first trip. Only "Turn on" asks the browser for its
 * permission (the member acted); either answer, or closing the sheet, is remembered on the device.
 * Opened again by its address once answered (the back button, a reload), it shows nothing.
 */
export default function PushOfferDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation('notifications');
  const serverKey = useConfig().web_push_public_key;
  const notify = useNotify();
  const me = useMe();
  const [isOffered] = useState(() => !!me && canOfferPushHere(me));
  const [isDue, setIsDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsDue(true), offerDelayMs);
    return () => clearTimeout(timer);
  }, []);

  const answer = () => {
    answerPushOffer();
    onClose();
  };
  const turnOn = () => {
    answer();
    void import('./push-devices.ts')
      .then(({ turnOnPushHere }) => turnOnPushHere(serverKey))
      .catch(() => 'failed' as const)
      .then((outcome) =>
        outcome === 'registered' ? notify.success(t('pushOffer.on')) : notify.info(t(`pushOffer.${outcome}`)),
      );
  };

  return (
    <BottomSheet open={open && isOffered && isDue} onClose={answer} title={t('pushOffer.title')}>
      <Stack sx={{ gap: 2, alignItems: 'center', textAlign: 'center', pt: 1 }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            borderRadius: 4,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <NotificationsActiveOutlinedIcon sx={{ fontSize: 34 }} />
        </Box>
        <Typography color="text.secondary">{t('pushOffer.body')}</Typography>
        <Button variant="contained" size="large" fullWidth onClick={turnOn}>
          {t('pushOffer.turnOn')}
        </Button>
        <Button variant="text" fullWidth onClick={answer}>
          {t('pushOffer.notNow')}
        </Button>
      </Stack>
    </BottomSheet>
  );
}
