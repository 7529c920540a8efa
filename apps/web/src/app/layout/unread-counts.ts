import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMe } from '../../features/auth/auth.queries.ts';
import { unreadSummaryOptions } from '../../features/messaging/messaging-keys.ts';
import { startLiveMessaging } from '../../features/messaging/realtime/live-messaging.ts';
import { unreadNotificationsOptions } from '../../features/notifications/notification-keys.ts';
import { platform } from '../../platform/index.ts';

export interface UnreadCounts {
  direct: number;
  community: number;
  notifications: number;
}

/** Once the screen is up: the socket is no part of any screen's first download (DESIGN §7). */
const whenIdle = (start: () => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 1000);
  return () => clearTimeout(timer);
};

/**
 * The badges of the bottom navigation, the user menu and the inbox read from here: unread
 * notifications, asked for again every minute, and unread messages (`GET messaging/unread/`),
 * which the member's socket keeps current from the moment it is up.
 */
export function useUnreadCounts(): UnreadCounts {
  const isSignedIn = !!useMe();
  const queryClient = useQueryClient();
  const notifications = useQuery({ ...unreadNotificationsOptions, enabled: isSignedIn });
  const messages = useQuery({ ...unreadSummaryOptions, enabled: isSignedIn });
  useEffect(() => {
    if (isSignedIn) return whenIdle(() => void startLiveMessaging(queryClient));
  }, [isSignedIn, queryClient]);
  if (!isSignedIn) return { direct: 0, community: 0, notifications: 0 };
  return {
    direct: messages.data?.direct ?? 0,
    community: messages.data?.community ?? 0,
    notifications: notifications.data ?? 0,
  };
}

/**
 * Asks for the counts with a member's first screen as the server draws it: drawn with the badges
 * and taken over with their data (app/drawn-data.ts), the shell has nothing to render again once
 * the app runs. Answering while the app was still taking the drawing over, they made it take over
 * the rest at once, in one long task on a phone (DESIGN §7: total blocking time).
 */
export const prefetchUnreadCounts = (queryClient: QueryClient) =>
  Promise.allSettled([
    queryClient.prefetchQuery(unreadNotificationsOptions),
    queryClient.prefetchQuery(unreadSummaryOptions),
  ]);

export const hasAnyUnread = (counts: UnreadCounts) => counts.direct + counts.community + counts.notifications > 0;

/**
 * The app's icon shows the unread notifications count (SPEC §7) as the shell's badges do, moving
 * with them as the socket and the minute's refetch bring news; none once signed out. Called once,
 * by the shell.
 */
export function useAppBadge() {
  const isSignedIn = !!useMe();
  const notifications = useQuery({ ...unreadNotificationsOptions, enabled: isSignedIn });
  const count = isSignedIn ? notifications.data : 0;
  useEffect(() => {
    // Until the count arrives the icon keeps what it showed.
    if (count !== undefined) void platform.showAppBadge(count);
  }, [count]);
}
