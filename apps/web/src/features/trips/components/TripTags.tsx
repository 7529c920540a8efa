import type { Trip } from '@here-and-there/contracts';
import { Stack } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Tag } from '../../../shared/ui/Tag.tsx';
import { formatDaysAway, isNewTrip, todayUtc, tripTimingOf, tripUrgencyOf } from '../trip-days.ts';

/**
 * What a trip's labels say (SPEC §2): generated from mail and waiting to be confirmed, new for its
 * first day, and how soon it starts in the colour of its urgency.
 */
export function TripTags({ trip }: { trip: Trip }) {
  const { t, i18n } = useTranslation('trips');
  const today = todayUtc();
  const timing = tripTimingOf(trip.arrival_datetime, trip.departure_datetime, today);
  const when =
    timing.kind === 'upcoming'
      ? formatDaysAway(timing.days, i18n.language)
      : timing.kind === 'underway'
        ? t('labels.underway')
        : t('labels.ended');
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
      {trip.status === 'from_gmail' && <Tag label={t('labels.generated')} color="secondary" />}
      {trip.status !== 'confirmed' && <Tag label={t('labels.toConfirm')} color="secondary" />}
      {isNewTrip(trip.created_at) && <Tag label={t('labels.new')} color="primary" />}
      <Tag label={when} color={timing.kind === 'ended' ? 'neutral' : tripUrgencyOf(trip.arrival_datetime, today)} />
    </Stack>
  );
}
