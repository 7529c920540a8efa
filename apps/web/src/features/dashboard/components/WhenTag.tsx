import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Tag } from '../../../shared/ui/Tag.tsx';
import { formatDaysAway, todayUtc, tripTimingOf, tripUrgencyOf } from '../../trips/trip-days.ts';

/** How soon a stay begins ("in 5 days", "under way"), in the trip colours of SPEC §2. */
export function WhenTag({ arrival, departure }: { arrival: string; departure: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const today = todayUtc();
  const timing = tripTimingOf(arrival, departure, today);
  return (
    <Tag
      label={timing.kind === 'upcoming' ? formatDaysAway(timing.days, i18n.language) : t('when.underway')}
      color={tripUrgencyOf(arrival, today)}
    />
  );
}
