import type { Crossing } from '@here-and-there/contracts';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PersonRow } from '../../../shared/ui/PersonRow.tsx';
import { formatTripDays } from '../../trips/trip-days.ts';
import { WhenTag } from './WhenTag.tsx';

/** A person the member meets: who, where and when, how soon; it opens that member's profile. */
export function CrossingRow({ crossing }: { crossing: Crossing }) {
  const { i18n } = useTranslation('dashboard');
  return (
    <PersonRow
      to={routes.user(crossing.user.id)}
      person={crossing.user}
      details={`${crossing.location.title} · ${formatTripDays(crossing.arrival_datetime, crossing.departure_datetime, i18n.language)}`}
      tags={<WhenTag arrival={crossing.arrival_datetime} departure={crossing.departure_datetime} />}
    />
  );
}
