import AddIcon from '@mui/icons-material/Add';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import LuggageOutlinedIcon from '@mui/icons-material/LuggageOutlined';
import SwipeOutlinedIcon from '@mui/icons-material/SwipeOutlined';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { ListSkeleton } from '../../../shared/ui/Placeholder.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { useTripDialogs } from '../../trips/trip-dialogs.ts';
import { useTrips } from '../../trips/trips.queries.ts';
import { ListFailed } from '../components/ListFailed.tsx';
import { PanelActions, RowList } from '../components/ListParts.tsx';
import { TripRow } from '../components/TripRow.tsx';
import { othersTrips } from '../dashboard-lists.ts';

/** The trips tab: where the member's people are going, soonest first, each in the colour of how soon it starts. */
export default function TripsPanel() {
  const { t } = useTranslation('dashboard');
  const me = useMe();
  const { openCreateTrip } = useTripDialogs();
  const trips = useTrips({});

  const addTrip = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={openCreateTrip} aria-haspopup="dialog">
      {t('actions.addTrip')}
    </Button>
  );

  if (trips.isError && !trips.data) {
    return <ListFailed description={t('trips.failed')} onRetry={() => void trips.refetch()} />;
  }
  if (!trips.data || !me) return <ListSkeleton label={t('trips.loading')} />;

  const theirs = othersTrips(trips.data.results, me.id);
  if (theirs.length === 0) {
    return (
      <EmptyState
        titleComponent="h2"
        icon={<FlightTakeoffIcon />}
        title={t('trips.empty')}
        description={t('trips.emptyHint')}
        action={addTrip}
      />
    );
  }
  return (
    <>
      <PanelActions>
        {addTrip}
        <Button
          variant="outlined"
          component={RouterLink}
          to={routes.dashboardSwipe('trips')}
          startIcon={<SwipeOutlinedIcon />}
        >
          {t('actions.swipe')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={routes.myTrips} startIcon={<LuggageOutlinedIcon />}>
          {t('actions.myTrips')}
        </Button>
      </PanelActions>
      <RowList label={t('trips.list')}>
        {theirs.map((trip) => (
          <TripRow key={trip.id} trip={trip} />
        ))}
      </RowList>
    </>
  );
}
