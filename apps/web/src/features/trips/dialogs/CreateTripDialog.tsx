import { useNavigate } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { TripForm } from '../components/TripForm.tsx';

/** "Add a trip": a new trip opens on its own page, which the dialog leaves for. */
export default function CreateTripDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation('trips');
  const navigate = useNavigate();
  return (
    <BottomSheet open={open} onClose={onClose} title={t('dialogs.create')}>
      <TripForm onSaved={(trip) => navigate(routes.trip(trip.id))} onCancel={onClose} />
    </BottomSheet>
  );
}
