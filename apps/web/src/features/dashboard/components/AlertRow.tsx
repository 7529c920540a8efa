import type { Notification } from '@here-and-there/contracts';
import { Box, ButtonBase } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { personRowSx } from '../../../shared/ui/PersonSummary.tsx';
import { NotificationText } from '../../notifications/components/NotificationText.tsx';
import { useOpenNotification } from '../../notifications/notifications.queries.ts';

/** A recent alert: who and what (bold while unread) and how long ago; opening it marks it opened and shows what it is about. */
export function AlertRow({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const openNotification = useOpenNotification();
  const { actor } = notification;

  const open = () => openNotification(notification);

  return (
    <Box component="li">
      <ButtonBase onClick={open} sx={{ ...personRowSx, width: '100%', borderRadius: 0, alignItems: 'flex-start' }}>
        <Box aria-hidden sx={{ display: 'flex', flexShrink: 0 }}>
          <MemberAvatar
            firstName={actor?.first_name ?? t('someone')}
            lastName={actor?.last_name ?? ''}
            pictureUrl={actor?.profile_picture?.['100']}
            size={48}
          />
        </Box>
        <NotificationText notification={notification} />
      </ButtonBase>
    </Box>
  );
}
