import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import SwipeOutlinedIcon from '@mui/icons-material/SwipeOutlined';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { ListSkeleton } from '../../../shared/ui/Placeholder.tsx';
import { useNotifications } from '../../notifications/notifications.queries.ts';
import { AlertRow } from '../components/AlertRow.tsx';
import { ListFailed } from '../components/ListFailed.tsx';
import { PanelActions, RowList } from '../components/ListParts.tsx';

/** How many of the latest alerts the dashboard shows; the notifications page has them all. */
const latestCount = 5;

/** The alerts tab: the latest notifications, and the way on to all of them. */
export default function AlertsPanel() {
  const { t } = useTranslation('dashboard');
  const list = useNotifications();

  const allNotifications = (
    <Button
      variant="outlined"
      component={RouterLink}
      to={routes.notifications}
      startIcon={<NotificationsOutlinedIcon />}
    >
      {t('actions.allNotifications')}
    </Button>
  );

  if (list.isError && !list.data) {
    return <ListFailed description={t('alerts.failed')} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <ListSkeleton label={t('alerts.loading')} />;

  const latest = list.data.pages[0]?.results.slice(0, latestCount) ?? [];
  if (latest.length === 0) {
    return (
      <EmptyState
        titleComponent="h2"
        icon={<NotificationsNoneIcon />}
        title={t('alerts.empty')}
        description={t('alerts.emptyHint')}
      />
    );
  }
  const hasUnread = (list.data.pages[0]?.unread ?? 0) > 0;
  return (
    <>
      <PanelActions>
        {allNotifications}
        {hasUnread && (
          <Button
            variant="outlined"
            component={RouterLink}
            to={routes.dashboardSwipe('alerts')}
            startIcon={<SwipeOutlinedIcon />}
          >
            {t('actions.swipe')}
          </Button>
        )}
      </PanelActions>
      <RowList label={t('alerts.list')}>
        {latest.map((notification) => (
          <AlertRow key={notification.id} notification={notification} />
        ))}
      </RowList>
    </>
  );
}
