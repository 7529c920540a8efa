import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { ListSkeleton } from '../../../shared/ui/Placeholder.tsx';
import { EventList } from '../../events/components/EventList.tsx';
import { eventsQueryOptions } from '../../events/event-keys.ts';
import { useTripDialogs } from '../../trips/trip-dialogs.ts';
import { ListFailed } from '../components/ListFailed.tsx';
import { PanelActions } from '../components/ListParts.tsx';

/** The events tab: events at the places the member will be, while they are there (`GET /events/?around_me=true`). */
export default function EventsPanel() {
  const { t } = useTranslation('events');
  const { t: tDashboard } = useTranslation('dashboard');
  const { openCreateTrip } = useTripDialogs();
  const events = useQuery(eventsQueryOptions({ around_me: 'true' }));

  if (events.isError && !events.data) {
    return <ListFailed description={t('dashboard.failed')} onRetry={() => void events.refetch()} />;
  }
  if (!events.data) return <ListSkeleton withPicture={false} label={t('dashboard.loading')} />;

  const allEvents = (
    <Button variant="outlined" component={RouterLink} to={routes.events} startIcon={<EventOutlinedIcon />}>
      {t('dashboard.all')}
    </Button>
  );
  if (events.data.results.length === 0) {
    return (
      <EmptyState
        titleComponent="h2"
        icon={<EventOutlinedIcon />}
        title={t('dashboard.empty')}
        description={t('dashboard.emptyHint')}
        action={
          <PanelActions>
            <Button variant="contained" onClick={openCreateTrip} aria-haspopup="dialog">
              {tDashboard('actions.addTrip')}
            </Button>
            {allEvents}
          </PanelActions>
        }
      />
    );
  }
  return (
    <>
      <PanelActions>{allEvents}</PanelActions>
      <EventList events={events.data.results} label={t('dashboard.list')} />
    </>
  );
}
