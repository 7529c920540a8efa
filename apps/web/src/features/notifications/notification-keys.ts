import { type NotificationsPage, timings } from '@here-and-there/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';

// Apart from the screen's queries: the shell's badges read the unread count on every screen.

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

/** How many notifications are unread, from the smallest page; SPEC §7: asked again every 60 s. */
export const unreadNotificationsOptions = queryOptions({
  queryKey: notificationKeys.unread(),
  queryFn: ({ signal }) => api.get<NotificationsPage>('/notifications/?limit=1', { signal }),
  select: (page) => page.unread,
  refetchInterval: timings.notificationsRefetchMs,
});
