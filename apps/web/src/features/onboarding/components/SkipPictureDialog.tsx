import NoPhotographyOutlinedIcon from '@mui/icons-material/NoPhotographyOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';

interface SkipPictureDialogProps {
  open: boolean;
  onAddPicture: () => void;
  onContinue: () => void;
  onClose: () => void;
}

/** SPEC §5: the picture is optional, but skipping it is confirmed. */
export default function SkipPictureDialog({ open, onAddPicture, onContinue, onClose }: SkipPictureDialogProps) {
  const { t } = useTranslation('onboarding');
  return (
    <BottomSheet open={open} onClose={onClose} title={t('setup.skipPicture.title')}>
      <Stack sx={{ gap: 2.5, pt: 0.5 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ color: 'secondary.main', pt: 0.25 }}>
            <NoPhotographyOutlinedIcon />
          </Box>
          <Typography color="text.secondary">{t('setup.skipPicture.body')}</Typography>
        </Stack>
        <ActionRow>
          <Button variant="outlined" color="inherit" size="large" onClick={onContinue}>
            {t('setup.skipPicture.continue')}
          </Button>
          <Button variant="contained" size="large" onClick={onAddPicture} autoFocus>
            {t('setup.skipPicture.addPicture')}
          </Button>
        </ActionRow>
      </Stack>
    </BottomSheet>
  );
}
