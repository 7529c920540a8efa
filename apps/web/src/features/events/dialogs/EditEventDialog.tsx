import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { EventForm } from '../components/EventForm.tsx';
import { EventLoadState } from '../components/EventLoadState.tsx';
import { useEventDialogs } from '../event-dialogs.ts';
import { useEvent } from '../events.queries.ts';

/** "Edit event": the event named by `?event=`, over its view. */
export default function EditEventDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('events');
  const { eventId, closeEditEvent } = useEventDialogs();
  const event = useEvent(eventId);
  return (
    <BottomSheet open={open} onClose={closeEditEvent} title={t('dialogs.edit')}>
      {event.data ? (
        <EventForm key={event.data.id} event={event.data} onSaved={closeEditEvent} onCancel={closeEditEvent} />
      ) : (
        <EventLoadState query={event} />
      )}
    </BottomSheet>
  );
}
