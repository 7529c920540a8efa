import { communitiesDialogs } from '../../features/communities/communities.dialogs.ts';
import { contactsDialogs } from '../../features/contacts/contacts.dialogs.ts';
import { eventsDialogs } from '../../features/events/events.dialogs.ts';
import { invitationsDialogs } from '../../features/invitations/invitations.dialogs.ts';
import { messagingDialogs } from '../../features/messaging/messaging.dialogs.ts';
import { nativeAppDialogs } from '../../features/native-app/native-app.dialogs.ts';
import { notificationsDialogs } from '../../features/notifications/notifications.dialogs.ts';
import { searchDialogs } from '../../features/search/search.dialogs.ts';
import { tripsDialogs } from '../../features/trips/trips.dialogs.ts';
import { usersDialogs } from '../../features/users/users.dialogs.ts';
import type { DialogEntries, DialogName } from '../../shared/dialogs/dialogs.ts';

/** Every feature's dialogs: the one place the app learns which features have dialogs. */
export const dialogRegistry: Record<DialogName, DialogEntries[string]> = {
  ...nativeAppDialogs,
  ...usersDialogs,
  ...invitationsDialogs,
  ...contactsDialogs,
  ...tripsDialogs,
  ...communitiesDialogs,
  ...eventsDialogs,
  ...messagingDialogs,
  ...notificationsDialogs,
  ...searchDialogs,
};

export const isDialogName = (value: string): value is DialogName => Object.hasOwn(dialogRegistry, value);
