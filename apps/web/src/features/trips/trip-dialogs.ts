import { useSearchParams } from 'react-router';
import { useDialogs } from '../../shared/dialogs/use-dialogs.ts';

/** `?dialog=edit-trip&trip=<id>`: the trip a dialog edits travels in its own parameter. */
export const tripParam = 'trip';

export function useTripDialogs() {
  const { openDialog, closeDialog } = useDialogs();
  const [searchParams] = useSearchParams();
  return {
    tripId: searchParams.get(tripParam),
    openCreateTrip: () => openDialog('create-trip'),
    openEditTrip: (tripId: string) => openDialog('edit-trip', { params: { [tripParam]: tripId } }),
    closeEditTrip: () => closeDialog('edit-trip', { params: [tripParam] }),
  };
}
