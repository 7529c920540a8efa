import type { Trip } from '@here-and-there/contracts';
import { Box, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { TripForm } from '../components/TripForm.tsx';
import { TripLoadState, TripNotice } from '../components/TripLoadState.tsx';
import { useTrip } from '../trips.queries.ts';

/** `/trips/edit/{tripId}`: the trip form as a page; saving (or confirming) goes back to the trip. */
export default function EditTripScreen() {
  const { t } = useTranslation('trips');
  const { tripId = '' } = useParams();
  const navigate = useNavigate();
  const trip = useTrip(tripId);
  const me = useMe();
  const back = (saved?: Trip) => navigate(routes.trip(saved?.id ?? tripId));

  return (
    // Drawn as a small container with a card in it: the form leaves this page little room (DESIGN §7).
    <Box sx={{ maxWidth: 600, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <BackLink to={routes.trip(tripId)}>{trip.data?.location.title ?? t('trip.yours')}</BackLink>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {t('dialogs.edit')}
      </Typography>
      <Box
        sx={{
          p: { xs: 2.5, sm: 4 },
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: '20px',
        }}
      >
        {trip.data && me && trip.data.owner !== me.id ? (
          <TripNotice>{t('trip.notYours')}</TripNotice>
        ) : trip.data ? (
          <TripForm key={trip.data.id} trip={trip.data} onSaved={back} onCancel={() => back()} />
        ) : (
          <TripLoadState query={trip} tripId={tripId} />
        )}
      </Box>
    </Box>
  );
}
