import AddIcon from '@mui/icons-material/Add';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { ListSkeleton } from '../../../shared/ui/Placeholder.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { ReviewQueue } from '../../imports/components/ReviewQueue.tsx';
import { TripList } from '../components/TripList.tsx';
import { useTripDialogs } from '../trip-dialogs.ts';
import { useTrips } from '../trips.queries.ts';

/** `/trips`: the member's trips that have not ended, soonest first, each in the colour of how soon it starts. */
export default function MyTripsScreen() {
  const { t } = useTranslation('trips');
  const { t: tCommon } = useTranslation();
  const me = useMe();
  const trips = useTrips({ user: me?.id }, { enabled: !!me });
  const { openCreateTrip } = useTripDialogs();
  // Trips To Confirm wait in the review list above, not among the trips the member made sure of.
  const upcoming = trips.data?.results.filter((trip) => trip.status !== 'from_gmail');

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
  } else if (!upcoming) {
    body = <ListSkeleton withPicture={false} label={t('myTrips.loading')} />;
  } else if (upcoming.length === 0) {
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
        <TripList trips={upcoming} />
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
        {upcoming && upcoming.length > 0 && <Box sx={{ flexShrink: 0 }}>{addButton}</Box>}
      </Stack>
      <ReviewQueue />
      {body}
    </Container>
  );
}
