import type { Trip } from '@here-and-there/contracts';
import { Box, ButtonBase, Card, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { personRowSx } from '../../../shared/ui/PersonSummary.tsx';
import { formatTripDays, todayUtc, tripUrgencyOf } from '../trip-days.ts';
import { TripTags } from './TripTags.tsx';

/** One member's trips, soonest first, each opening the trip: the member's own, or those of a member page. */
export function TripList({ trips, label }: { trips: readonly Trip[]; label?: string }) {
  return (
    <Card
      component="ul"
      aria-label={label}
      sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {trips.map((trip) => (
        <Box component="li" key={trip.id}>
          <TripRow trip={trip} />
        </Box>
      ))}
    </Card>
  );
}

/** A trip in the list: where and when, its labels, and a stripe in the colour of how soon it starts (SPEC §2). */
function TripRow({ trip }: { trip: Trip }) {
  const { t, i18n } = useTranslation('trips');
  const urgency = tripUrgencyOf(trip.arrival_datetime, todayUtc());
  return (
    <ButtonBase
      component={RouterLink}
      to={routes.trip(trip.id)}
      data-urgency={urgency}
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
