import { Box } from '@mui/material';
import { useEffect } from 'react';
import { useMatch } from 'react-router';
import type { DialogComponentProps } from '../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../shared/ui/BottomSheet.tsx';
import { isMemberId } from './profile-link.ts';
import { useUser } from './users.queries.ts';

/** "View picture": the profile picture on screen at its largest size, 500 px, in a circle. */
export default function ViewPictureDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation('users');
  const userId = useMatch('/users/:userId')?.params.userId ?? '';
  const user = useUser(userId);
  const picture = user.data?.profile_picture?.['500'];
  const hasNoPicture = !isMemberId(userId) || user.isError || (user.isSuccess && !picture);

  useEffect(() => {
    if (hasNoPicture) onClose();
  }, [hasNoPicture, onClose]);

  return (
    <BottomSheet open={open && !hasNoPicture} onClose={onClose} title={user.data?.display_name ?? t('picture.title')}>
      <Box sx={{ display: 'grid', placeItems: 'center', pt: 1, pb: 2 }}>
        <Box
          sx={{
            // The whole circle in view: the sheet's title, paddings and the strip above it take 170 px.
            width: 'min(500px, 100%, calc(100dvh - 170px))',
            aspectRatio: '1',
            borderRadius: '50%',
            overflow: 'hidden',
            bgcolor: 'action.hover',
          }}
        >
          {picture && (
            <Box
              component="img"
              src={picture}
              alt={t('profile.pictureAlt', { name: user.data?.display_name ?? '' })}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
        </Box>
      </Box>
    </BottomSheet>
  );
}
