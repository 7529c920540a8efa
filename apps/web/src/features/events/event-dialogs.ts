import { useSearchParams } from 'react-router';
import { useDialogs } from '../../shared/dialogs/use-dialogs.ts';

/** `?dialog=view-event&event=<id>`: the event a dialog shows or edits travels in its own parameter. */
export const eventParam = 'event';
/** A new event's community and channel (SPEC §5: an event in a community is created by its admins). */
export const eventCommunityParam = 'event_community';
export const eventChannelParam = 'event_channel';

export function useEventDialogs() {
  const { openDialog, closeDialog } = useDialogs();
  const [searchParams] = useSearchParams();
  return {
    eventId: searchParams.get(eventParam),
    communityId: searchParams.get(eventCommunityParam),
    channelId: searchParams.get(eventChannelParam),
    openEvent: (eventId: string) => openDialog('view-event', { params: { [eventParam]: eventId } }),
    closeEvent: () => closeDialog('view-event', { params: [eventParam] }),
    openCreateEvent: ({ communityId, channelId }: { communityId?: string; channelId?: string } = {}) =>
      openDialog('create-event', {
        params: {
          ...(communityId && { [eventCommunityParam]: communityId }),
          ...(channelId && { [eventChannelParam]: channelId }),
        },
      }),
    closeCreateEvent: () => closeDialog('create-event', { params: [eventCommunityParam, eventChannelParam] }),
    /** Over the event's view, which stays open below. */
    openEditEvent: () => openDialog('edit-event'),
    closeEditEvent: () => closeDialog('edit-event'),
    openEventQr: () => openDialog('event-qr'),
  };
}
