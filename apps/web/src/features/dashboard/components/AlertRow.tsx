import type { Notification } from '@here-and-there/contracts';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { personRowSx } from '../../../shared/ui/PersonSummary.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { notificationValues, timeAgo } from '../../notifications/notification-text.ts';
import { useOpenNotification } from '../../notifications/notifications.queries.ts';

/** The words of a notification in the member's language (the notifications page words them the same way). */
export function useAlertSentence() {
  const { t, i18n } = useTranslation('notifications');
  return (notification: Notification) =>
    t(`kinds.${notification.kind}`, notificationValues(notification, i18n.language, t('someone')));
}

/** A recent alert: who and what (bold while unread) and how long ago; opening it marks it opened and shows what it is about. */
export function AlertRow({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const openNotification = useOpenNotification();
  const sentenceOf = useAlertSentence();
  const isUnread = !notification.read_at;
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
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: isUnread ? 600 : 400, overflowWrap: 'anywhere' }}>
            {isUnread && <Box component="span" sx={visuallyHidden}>{`${t('unread')}: `}</Box>}
            {sentenceOf(notification)}
          </Typography>
          <Typography variant="body2" color={isUnread ? 'primary' : 'text.secondary'} sx={{ mt: 0.25 }}>
            {timeAgo(notification.created_at, i18n.language)}
          </Typography>
        </Box>
      </ButtonBase>
    </Box>
  );
}
