import type { Notification } from '@here-and-there/contracts';
import CloseIcon from '@mui/icons-material/Close';
import DoneIcon from '@mui/icons-material/Done';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { brand } from '../../../app/theme/theme.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DeckCard } from '../../../shared/ui/swipe/DeckCard.tsx';
import { SwipeDeck } from '../../../shared/ui/swipe/SwipeDeck.tsx';
import { useNotificationSentence } from '../../notifications/components/NotificationText.tsx';
import { timeAgo } from '../../notifications/notification-text.ts';
import { useMarkNotification, useNotifications } from '../../notifications/notifications.queries.ts';
import { whenEmpty, whileLoading } from './deck-state.tsx';

/** `/dashboard/alerts/swipe`: the unread alerts; right marks one read, left leaves it for later. */
export default function AlertsDeck() {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tNotifications } = useTranslation('notifications');
  const list = useNotifications();
  const mark = useMarkNotification();
  const sentenceOf = useNotificationSentence();
  const pending = whileLoading(list, t('alerts.failed'));
  if (pending || !list.data) return pending;
  // Read ones are dealt with; what the deck is for is going through the rest.
  const unread = list.data.pages.flatMap((page) => page.results).filter((notification) => !notification.read_at);
  const nameOf = (notification: Notification) => notification.actor?.display_name ?? tNotifications('someone');
  return (
    <SwipeDeck
      items={unread}
      keyOf={(notification) => notification.id}
      skip={{
        label: t('deck.later'),
        icon: <CloseIcon />,
        nameFor: (notification) => t('deck.laterName', { name: nameOf(notification) }),
        color: brand.coral,
      }}
      accept={{
        label: t('deck.read'),
        icon: <DoneIcon />,
        nameFor: (notification) => t('deck.readName', { name: nameOf(notification) }),
        color: brand.teal,
      }}
      onDismiss={(notification, direction) => {
        if (direction === 'right') mark.mutate({ notification, change: { read_at: new Date().toISOString() } });
      }}
      progressLabel={(current, total) => t('deck.progress', { current, total })}
      whenEmpty={whenEmpty}
      renderCard={(notification, decoration) => (
        <DeckCard
          {...decoration}
          label={t('deck.alertCard', { name: nameOf(notification) })}
          picture={{
            firstName: notification.actor?.first_name ?? nameOf(notification),
            lastName: notification.actor?.last_name ?? null,
            url: notification.actor?.profile_picture?.['500'],
          }}
          title={sentenceOf(notification)}
          details={[{ icon: <ScheduleOutlinedIcon />, text: timeAgo(notification.created_at, i18n.language) }]}
        />
      )}
    />
  );
}
