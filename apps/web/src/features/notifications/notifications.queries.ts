import {
  limits,
  type Notification,
  type NotificationsPage,
  timings,
  type UpdateNotificationRequest,
} from '@here-and-there/contracts';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { nextPageOffset } from '../../shared/api/next-page-offset.ts';
import { translateMessage } from '../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { notificationKeys } from './notification-keys.ts';
import { notificationTarget } from './notification-text.ts';

/** SPEC §7: the member's notifications, newest first, 20 at a time, asked for again every 60 s. */
export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ pageParam, signal }) =>
    api.get<NotificationsPage>(`/notifications/?limit=${limits.notificationsPage}&offset=${pageParam}`, { signal }),
  initialPageParam: 0,
  getNextPageParam: nextPageOffset,
  refetchInterval: timings.notificationsRefetchMs,
});

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions);

const isUnread = (notification: Notification | null) => !!notification && !notification.read_at;

/**
 * Shows a change at once in the list and the badges: `change` gives the notification as it will
 * be, or null when it goes. The unread counts move with it.
 */
function showChange(
  queryClient: QueryClient,
  before: Notification,
  change: (notification: Notification) => Notification | null,
) {
  const after = change(before);
  const unreadChange = Number(isUnread(after)) - Number(isUnread(before));
  queryClient.setQueryData<InfiniteData<NotificationsPage>>(notificationKeys.list(), (list) => {
    if (!list) return list;
    const pages = list.pages.map((page) => ({
      ...page,
      count: page.count - (after ? 0 : 1),
      unread: page.unread + unreadChange,
      results: page.results.flatMap((item) => (item.id === before.id ? (after ? [after] : []) : [item])),
    }));
    return { ...list, pages };
  });
  queryClient.setQueryData<NotificationsPage>(
    notificationKeys.unread(),
    (page) => page && { ...page, unread: page.unread + unreadChange },
  );
}

/** After any change the server's own answer replaces what was shown; a failure also says why. */
function useSettle() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  return {
    onError: (error: unknown) =>
      notify.error(error instanceof ApiError ? translateMessage(t, error.message) : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  };
}

export interface NotificationMark {
  notification: Notification;
  change: UpdateNotificationRequest;
}

/** `PUT /notifications/{id}/`: read or opened at a time, or unread again (SPEC §4: unread while `read_at` is empty). */
export function useMarkNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ notification, change }: NotificationMark) =>
      api.put<Notification>(`/notifications/${notification.id}/`, change),
    onMutate: async ({ notification, change }) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      showChange(queryClient, notification, (shown) => ({ ...shown, ...change }));
    },
    ...useSettle(),
  });
}

/** Opening a notification marks it read and opened, and goes to what it is about (its trip, else its member). */
export function useOpenNotification() {
  const navigate = useNavigate();
  const mark = useMarkNotification();
  return (notification: Notification) => {
    const now = new Date().toISOString();
    mark.mutate({ notification, change: { read_at: notification.read_at ?? now, opened_at: now } });
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  };
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => api.delete<void>(`/notifications/${notification.id}/`),
    onMutate: async (notification) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      showChange(queryClient, notification, () => null);
    },
    ...useSettle(),
  });
}

/** `POST /notifications/clear-all/`: every notification of the member goes. */
export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/notifications/clear-all/'),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const empty = { count: 0, unread: 0, next: null, previous: null, results: [] };
      queryClient.setQueryData<InfiniteData<NotificationsPage>>(
        notificationKeys.list(),
        (list) => list && { pages: [empty], pageParams: [0] },
      );
      queryClient.setQueryData<NotificationsPage>(notificationKeys.unread(), (page) => page && empty);
    },
    ...useSettle(),
  });
}
