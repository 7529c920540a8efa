import type { Trip } from '@here-and-there/contracts';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DeckCard } from '../../../shared/ui/swipe/DeckCard.tsx';
import { SwipeDeck } from '../../../shared/ui/swipe/SwipeDeck.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { TripTags } from '../../trips/components/TripTags.tsx';
import { formatTripDays } from '../../trips/trip-days.ts';
import { useTrips } from '../../trips/trips.queries.ts';
import { useAskClose } from '../ask-close.ts';
import { closePerson, skipPerson } from '../components/deck-actions.tsx';
import { othersTrips } from '../dashboard-lists.ts';
import { whenEmpty, whileLoading } from './deck-state.tsx';

/** `/dashboard/trips/swipe`: the trips of the member's people, soonest first; right asks the traveller to be close. */
export default function TripsDeck() {
  const { t, i18n } = useTranslation('dashboard');
  const me = useMe();
  const trips = useTrips({});
  const askClose = useAskClose();
  const pending = whileLoading(trips, t('trips.failed'));
  if (pending || !trips.data || !me) return pending;
  return (
    <SwipeDeck
      items={othersTrips(trips.data.results, me.id)}
      keyOf={(trip) => trip.id}
      skip={skipPerson<Trip>(t, (trip) => trip.user)}
      accept={closePerson<Trip>(t, (trip) => trip.user)}
      onDismiss={(trip, direction) => {
        if (direction === 'right') askClose(trip.user);
      }}
      progressLabel={(current, total) => t('deck.progress', { current, total })}
      whenEmpty={whenEmpty}
      renderCard={(trip, decoration) => (
        <DeckCard
          {...decoration}
          label={t('deck.tripCard', { name: trip.user.display_name, place: trip.location.title })}
          picture={{
            firstName: trip.user.first_name,
            lastName: trip.user.last_name,
            url: trip.user.profile_picture?.['500'],
          }}
          title={trip.user.display_name}
          tags={<TripTags trip={trip} />}
          details={[
            { icon: <PlaceOutlinedIcon />, text: trip.location.title },
            {
              icon: <EventOutlinedIcon />,
              text: formatTripDays(trip.arrival_datetime, trip.departure_datetime, i18n.language),
            },
          ]}
        />
      )}
    />
  );
}
