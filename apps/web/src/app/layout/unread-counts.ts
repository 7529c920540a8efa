import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../features/auth/auth.queries.ts';
import { unreadNotificationsOptions } from '../../features/notifications/notification-keys.ts';

export interface UnreadCounts {
  direct: number;
  community: number;
  notifications: number;
}

/**
 * The badges of the bottom navigation and the user menu read from here: the unread notifications
 * of a signed-in member, asked for again every minute. Messages feed it once the chat provider
 * exists; until then a member has no unread messages.
 */
export function useUnreadCounts(): UnreadCounts {
  const isSignedIn = !!useMe();
  const notifications = useQuery({ ...unreadNotificationsOptions, enabled: isSignedIn });
  return { direct: 0, community: 0, notifications: isSignedIn ? (notifications.data ?? 0) : 0 };
}

export const hasAnyUnread = (counts: UnreadCounts) => counts.direct + counts.community + counts.notifications > 0;
