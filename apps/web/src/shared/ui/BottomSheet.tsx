import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

interface BottomSheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Every dialog of SPEC §2 is a sheet rising from the bottom, centred and capped in width on desktop. */
export function BottomSheet({ open, title, onClose, children }: BottomSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          role: 'dialog',
          sx: {
            mx: 'auto',
            width: '100%',
            maxWidth: 560,
            // A tall sheet (a long form) still shows a strip of the screen it rose from.
            maxHeight: 'calc(100% - 24px)',
            // A field focused in a scrolled sheet comes into view below the title, not under it.
            scrollPaddingTop: '80px',
            borderTopLeftRadius: 24,
            borderTopRightRadius: 24,
            pb: 'max(env(safe-area-inset-bottom), 16px)',
          },
        },
      }}
    >
      {/* The title and its close button stay in view while a long sheet scrolls. */}
      <Box sx={{ position: 'sticky', top: 0, zIndex: 2, pt: 1.25, bgcolor: 'background.paper' }}>
        <Box sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto' }} />
        <Stack direction="row" sx={{ alignItems: 'center', px: 3, pt: 1.5, pb: 1 }}>
          <Typography id={titleId} variant="h5" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('actions.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
      </Box>
      <Box sx={{ px: 3, pb: 2 }}>{children}</Box>
    </Drawer>
  );
}
