import {
  type Connection,
  type ConnectionsPage,
  limits,
  type User,
  type UserConnection,
} from '@here-and-there/contracts';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { translateMessage } from '../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { notificationKeys } from '../notifications/notification-keys.ts';
import { userKeys } from '../users/user-keys.ts';
import { type ConnectionChange, connectionCall, predictConnection } from './connection-changes.ts';

/** What the spheres screen narrows the list to: a name or username, and members around a place. */
export interface ConnectionFilters {
  search: string;
  location: number | null;
}

export const connectionKeys = {
  all: ['connections'] as const,
  lists: () => [...connectionKeys.all, 'list'] as const,
  list: (filters: ConnectionFilters) => [...connectionKeys.lists(), filters] as const,
};

function listPath({ search, location }: ConnectionFilters) {
  const query = new URLSearchParams({ limit: String(limits.connections) });
  if (search.trim()) query.set('search', search.trim());
  if (location !== null) query.set('location', String(location));
  return `/connections/?${query}`;
}

/** SPEC §7: the member's connections (at most 5000), requests and the members they blocked included. */
export const useConnections = (filters: ConnectionFilters) =>
  useQuery({
    queryKey: connectionKeys.list(filters),
    queryFn: ({ signal }) => apiRequest<ConnectionsPage>(listPath(filters), { signal }),
    // A new search keeps the last list on screen until its answer arrives, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export interface ConnectionChangeRequest {
  memberId: string;
  /** The caller's side of the connection as the screen shows it now. */
  connection: UserConnection;
  change: ConnectionChange;
}

const sideOf = (connection: Connection): UserConnection => ({
  id: connection.id,
  type: connection.type,
  status: connection.status,
});

/** Shows `connection` wherever the member appears: on their profile and in every list of connections. */
function showConnection(queryClient: QueryClient, memberId: string, connection: UserConnection) {
  queryClient.setQueryData<User>(userKeys.detail(memberId), (user) => user && { ...user, connection });
  queryClient.setQueriesData<ConnectionsPage>({ queryKey: connectionKeys.lists() }, (page) => {
    if (!page) return page;
    const results = connection
      ? page.results.map((item) => (item.receiver === memberId ? { ...item, ...connection } : item))
      : page.results.filter((item) => item.receiver !== memberId);
    return { ...page, results, count: page.count - (page.results.length - results.length) };
  });
}

/**
 * Every change of a connection (SPEC §4). The new state shows at once and the screen's controls
 * wait for the answer; a failure puts back what was there and says why. Afterwards the lists, the
 * member's profile and the notifications load again, since what the member may see of the other
 * changes with it and a request's notification shows whether it was answered.
 */
export function useChangeConnection() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ memberId, connection, change }: ConnectionChangeRequest) => {
      const call = connectionCall(memberId, connection, change);
      if (!call) return connection;
      const saved = await apiRequest<Connection | undefined>(call.path, {
        method: call.method,
        body: 'body' in call ? call.body : undefined,
      });
      return saved ? sideOf(saved) : null;
    },
    onMutate: async ({ memberId, connection, change }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: userKeys.detail(memberId) }),
        queryClient.cancelQueries({ queryKey: connectionKeys.lists() }),
      ]);
      const before = {
        user: queryClient.getQueryData<User>(userKeys.detail(memberId)),
        lists: queryClient.getQueriesData<ConnectionsPage>({ queryKey: connectionKeys.lists() }),
      };
      showConnection(queryClient, memberId, predictConnection(connection, change));
      return before;
    },
    onError: (error, { memberId }, before) => {
      if (before?.user) queryClient.setQueryData(userKeys.detail(memberId), before.user);
      for (const [key, page] of before?.lists ?? []) queryClient.setQueryData(key, page);
      notify.error(error instanceof ApiError ? translateMessage(t, error.message) : undefined);
    },
    onSuccess: (saved, { memberId }) => showConnection(queryClient, memberId, saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
