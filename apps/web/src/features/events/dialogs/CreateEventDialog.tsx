import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { useCommunity } from '../../communities/communities.queries.ts';
import { EventForm } from '../components/EventForm.tsx';
import { useEventDialogs } from '../event-dialogs.ts';

/**
 * "Create event": of the member alone, or of the community (and channel) named in the address,
 * which only its admins may do; the server says no to anyone else.
 */
export default function CreateEventDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('events');
  const { communityId, channelId, closeCreateEvent } = useEventDialogs();
  const community = useCommunity(communityId ?? '');
  const named = community.data ?? (communityId ? { id: communityId, name: '' } : null);
  return (
    <BottomSheet open={open} onClose={closeCreateEvent} title={t('dialogs.create')}>
      <EventForm community={named} channelId={channelId} onSaved={closeCreateEvent} onCancel={closeCreateEvent} />
    </BottomSheet>
  );
}
