import { type ConnectionsPage, type ContactsPage, limits } from '@here-and-there/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';
import { connectionKeys } from '../connections/connections.queries.ts';
import { contactKeys, listPath } from '../contacts/contact-keys.ts';

/** How many contacts to invite the dashboard shows before sending the member on to the deck or the list. */
export const contactsPreviewSize = 5;

/**
 * The people the member chose (active connections), for the recent people list. Its key sits
 * under the connections lists, so every change of a connection shows here too.
 */
export const useActiveConnections = () =>
  useQuery({
    queryKey: [...connectionKeys.lists(), 'active'],
    queryFn: ({ signal }) =>
      api.get<ConnectionsPage>(`/connections/?status=active&limit=${limits.connections}`, { signal }),
  });

/** The first contacts who could be invited by text, and how many there are; inviting one refreshes it. */
export const useContactsToInvite = () =>
  useQuery({
    queryKey: [...contactKeys.lists(), 'invitable', contactsPreviewSize],
    queryFn: ({ signal }) =>
      api.get<ContactsPage>(listPath({ limit: contactsPreviewSize, invitable: 'true' }), { signal }),
  });
