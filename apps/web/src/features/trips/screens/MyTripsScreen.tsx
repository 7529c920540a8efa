import type { Trip } from '@here-and-there/contracts';
import AddIcon from '@mui/icons-material/Add';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import { Box, Button, ButtonBase, Card, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { personRowSx } from '../../../shared/ui/PersonSummary.tsx';
import { ListSkeleton } from '../../../shared/ui/Placeholder.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { TripTags } from '../components/TripTags.tsx';
import { formatTripDays, todayUtc, tripUrgencyOf } from '../trip-days.ts';
import { useTripDialogs } from '../trip-dialogs.ts';
import { useTrips } from '../trips.queries.ts';

/** `/trips`: the member's trips that have not ended, soonest first, each in the colour of how soon it starts. */
export default function MyTripsScreen() {
  const { t } = useTranslation('trips');
  const { t: tCommon } = useTranslation();
  const me = useMe();
  const trips = useTrips({ user: me?.id }, { enabled: !!me });
  const { openCreateTrip } = useTripDialogs();

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={openCreateTrip} aria-haspopup="dialog">
      {t('myTrips.add')}
    </Button>
  );

  let body: ReactNode;
  if (trips.isError && !trips.data) {
    body = (
      <EmptyState
        titleComponent="h2"
        icon={<ReportGmailerrorredIcon />}
        title={tCommon('errors.somethingWentWrong')}
        description={t('myTrips.failed')}
        action={
          <Button variant="contained" onClick={() => void trips.refetch()}>
            {tCommon('actions.tryAgain')}
          </Button>
        }
      />
    );
  } else if (!trips.data) {
    body = <ListSkeleton withPicture={false} label={t('myTrips.loading')} />;
  } else if (trips.data.results.length === 0) {
    body = (
      <EmptyState
        titleComponent="h2"
        icon={<FlightTakeoffIcon />}
        title={t('myTrips.empty')}
        description={t('myTrips.emptyHint')}
        action={addButton}
      />
    );
  } else {
    body = (
      <Box component="section" aria-labelledby="upcoming-trips">
        <Typography
          id="upcoming-trips"
          variant="overline"
          component="h2"
          color="text.secondary"
          sx={{ display: 'block', mb: 1, px: 0.5 }}
        >
          {t('myTrips.upcoming')}
        </Typography>
        <Card
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {trips.data.results.map((trip) => (
            <Box component="li" key={trip.id}>
              <TripRow trip={trip} />
            </Box>
          ))}
        </Card>
      </Box>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between', mb: 3 }}
      >
        <Box>
          <Typography variant="h2" component="h1">
            {t('myTrips.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 520 }}>
            {t('myTrips.lead')}
          </Typography>
        </Box>
        {trips.data && trips.data.results.length > 0 && <Box sx={{ flexShrink: 0 }}>{addButton}</Box>}
      </Stack>
      {body}
    </Container>
  );
}

/** A trip in the list: where and when, its labels, and a stripe in the colour of how soon it starts. */
function TripRow({ trip }: { trip: Trip }) {
  const { t, i18n } = useTranslation('trips');
  const urgency = tripUrgencyOf(trip.arrival_datetime, todayUtc());
  return (
    <ButtonBase
      component={RouterLink}
      to={routes.trip(trip.id)}
      sx={{ ...personRowSx, width: '100%', borderRadius: 0, alignItems: 'stretch' }}
    >
      <Box aria-hidden sx={{ width: 4, borderRadius: '2px', bgcolor: `${urgency}.main`, flexShrink: 0 }} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ flex: 1, minWidth: 0, gap: { xs: 1, sm: 2 }, alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography noWrap sx={{ fontWeight: 500 }}>
            {trip.location.title}
          </Typography>
          <Typography noWrap variant="body2" color="text.secondary">
            {formatTripDays(trip.arrival_datetime, trip.departure_datetime, i18n.language)} ·{' '}
            {t(`visibility.${trip.visibility}`)}
          </Typography>
        </Box>
        <TripTags trip={trip} />
      </Stack>
    </ButtonBase>
  );
}
