import { Box } from '@mui/material';
import { routes } from '../../app/routing/route-paths.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PersonRow } from '../../shared/ui/PersonRow.tsx';
import { formatTripDays } from '../trips/trip-days.ts';
import { type MapPoint, pointKey } from './map-points.ts';

/** Where a person is on the map, in words: at home in their city, or on a trip there and when. */
export function useWhereabouts() {
  const { t, i18n } = useTranslation('map');
  return ({ whereabouts }: MapPoint) =>
    whereabouts.kind === 'trip' && whereabouts.arrival_datetime && whereabouts.departure_datetime
      ? t('people.trip', {
          place: whereabouts.location.title,
          days: formatTripDays(whereabouts.arrival_datetime, whereabouts.departure_datetime, i18n.language),
        })
      : t('people.home', { place: whereabouts.location.title });
}

/** The people of the map as a list: beside the map, and instead of it where the map cannot start. */
export function PeopleList({ points, label }: { points: readonly MapPoint[]; label: string }) {
  const whereaboutsOf = useWhereabouts();
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {points.map((point) => (
        <PersonRow
          key={pointKey(point)}
          to={routes.user(point.user.id)}
          person={point.user}
          details={whereaboutsOf(point)}
        />
      ))}
    </Box>
  );
}
