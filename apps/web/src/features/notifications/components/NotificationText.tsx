import type { Notification } from '@here-and-there/contracts';
import { Box, Typography } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { notificationValues, timeAgo } from '../notification-text.ts';

/** The words of a notification in the member's language, as every list and deck shows them. */
export function useNotificationSentence() {
  const { t, i18n } = useTranslation('notifications');
  return (notification: Notification) =>
    t(
      `kinds.${notification.kind}`,
      notificationValues(notification, i18n.language, { someone: t('someone'), anEvent: t('anEvent') }),
    );
}

/** Who and what (bold while unread, and said so to screen readers) and how long ago. */
export function NotificationText({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const sentenceOf = useNotificationSentence();
  const isUnread = !notification.read_at;
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography sx={{ fontWeight: isUnread ? 600 : 400, overflowWrap: 'anywhere' }}>
        {isUnread && <Box component="span" sx={visuallyHidden}>{`${t('unread')}: `}</Box>}
        {sentenceOf(notification)}
      </Typography>
      <Typography variant="body2" color={isUnread ? 'primary' : 'text.secondary'} sx={{ mt: 0.25 }}>
        {timeAgo(notification.created_at, i18n.language)}
      </Typography>
    </Box>
  );
}
