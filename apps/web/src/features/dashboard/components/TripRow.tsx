import type { Trip } from '@here-and-there/contracts';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PersonRow } from '../../../shared/ui/PersonRow.tsx';
import { TripTags } from '../../trips/components/TripTags.tsx';
import { formatTripDays, todayUtc, tripUrgencyOf } from '../../trips/trip-days.ts';

/**
 * A trip of one of the member's people: who, where and when, with a stripe and a label in the
 * colour of how soon it starts (SPEC §2); it opens the trip.
 */
export function TripRow({ trip }: { trip: Trip }) {
  const { i18n } = useTranslation('dashboard');
  return (
    <PersonRow
      to={routes.trip(trip.id)}
      person={trip.user}
      details={`${trip.location.title} · ${formatTripDays(trip.arrival_datetime, trip.departure_datetime, i18n.language)}`}
      tags={<TripTags trip={trip} />}
      stripe={tripUrgencyOf(trip.arrival_datetime, todayUtc())}
    />
  );
}
