import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { TripForm } from '../components/TripForm.tsx';
import { TripLoadState } from '../components/TripLoadState.tsx';
import { useTripDialogs } from '../trip-dialogs.ts';
import { useTrip } from '../trips.queries.ts';

/** "Edit trip": the trip named by `?trip=`. */
export default function EditTripDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('trips');
  const { tripId, closeEditTrip } = useTripDialogs();
  const trip = useTrip(tripId);
  return (
    <BottomSheet open={open} onClose={closeEditTrip} title={t('dialogs.edit')}>
      {trip.data ? (
        <TripForm key={trip.data.id} trip={trip.data} onSaved={closeEditTrip} onCancel={closeEditTrip} />
      ) : (
        <TripLoadState query={trip} tripId={tripId} />
      )}
    </BottomSheet>
  );
}
