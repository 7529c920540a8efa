import { useNavigate } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import type { DialogComponentProps, DialogName } from '../../../shared/dialogs/dialogs.ts';
import { dialogParam } from '../../../shared/dialogs/use-dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { isPushOfferDue } from '../../notifications/push-offer.ts';
import { TripForm } from '../components/TripForm.tsx';

const pushOffer: DialogName = 'push-offer';

/**
 * "Add a trip": a new trip opens on its own page, which the dialog leaves for. After the member's
 * first trip, when pushes would tell them who will be there, the page opens with the offer of them.
 */
export default function CreateTripDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation('trips');
  const navigate = useNavigate();
  const me = useMe();
  return (
    <BottomSheet open={open} onClose={onClose} title={t('dialogs.create')}>
      <TripForm
        onSaved={async (trip) => {
          // The trip is saved whatever the count says: without it, no offer.
          const isOffered = !!me && (await isPushOfferDue(me).catch(() => false));
          navigate({ pathname: routes.trip(trip.id), search: isOffered ? `?${dialogParam}=${pushOffer}` : '' });
        }}
        onCancel={onClose}
      />
    </BottomSheet>
  );
}
