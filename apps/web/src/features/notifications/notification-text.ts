import type { Notification, NotificationKind } from '@here-and-there/contracts';
import { routes } from '../../app/routing/route-paths.ts';
import { dateTimeFormat, relativeTimeFormat } from '../../shared/i18n/intl-formats.ts';
import { communityPaths } from '../communities/community-links.ts';

/** The kinds that are about a trip: opening one shows the trip. */
const tripKinds: ReadonlySet<NotificationKind> = new Set([
  'peer_in_location',
  'new_trip',
  'trip_shared',
  'subscription_trip',
  'booking_cancelled',
]);

/** The kinds that are about an event: opening one shows the event. */
const eventKinds: ReadonlySet<NotificationKind> = new Set(['community_event_created', 'event_waitlist_promoted']);

/** The kinds that tell of a mail and calendar connection that stopped working: opening one offers to connect again. */
const integrationKinds: ReadonlySet<NotificationKind> = new Set(['google_disconnected', 'outlook_disconnected']);

/**
 * The page a notification opens (SPEC §2 push tap): a lost mail and calendar connection, the
 * integrations; a direct or group message, its chat (the inbox
 * when the notification does not name it); a channel message, the community's general channel; the
 * trip or the event it is about; a request to join, the
 * community's details where admins answer it; another change of a member's place, the community;
 * else the member it is about.
 */
export function notificationTarget(notification: Notification): string | null {
  const { kind, community_id: communityId } = notification;
  if (integrationKinds.has(kind)) return routes.integrations;
  if (kind === 'new_dm') return notification.conversation_id ? routes.chat(notification.conversation_id) : routes.inbox;
  if (kind === 'new_general_community_message' && communityId) return communityPaths.general(communityId);
  if (notification.trip_id && tripKinds.has(kind)) return routes.trip(notification.trip_id);
  if (notification.event_id && eventKinds.has(kind)) return routes.event(notification.event_id);
  if (communityId) {
    return kind === 'community_join_requested' ? communityPaths.details(communityId) : communityPaths.page(communityId);
  }
  return notification.actor ? routes.user(notification.actor.id) : null;
}

/** "12 June", with the year when it is not this year's; a start is a UTC calendar day. */
export function formatStartDay(startsAt: string, language: string, now = new Date()) {
  const isThisYear = startsAt.slice(0, 4) === String(now.getUTCFullYear());
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: isThisYear ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(startsAt));
}

/** The words that stand in for a member or an event a notification can no longer name. */
export interface NotificationFallbacks {
  someone: string;
  anEvent: string;
}

/** The placeholders of a notification's sentence: who, where, from when, which community and event. */
export function notificationValues(
  notification: Notification,
  language: string,
  fallbacks: NotificationFallbacks,
  now = new Date(),
) {
  return {
    name: notification.actor?.display_name ?? fallbacks.someone,
    place: notification.location?.title ?? '',
    date: notification.starts_at ? formatStartDay(notification.starts_at, language, now) : '',
    community: notification.community_name ?? '',
    event: notification.event_name ?? fallbacks.anEvent,
  };
}

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday": how long ago something happened, in the member's language. */
export function timeAgo(instant: string, language: string, now = new Date()) {
  let amount = (Date.parse(instant) - now.getTime()) / 1000;
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return format.format(unit === 'second' ? 0 : Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}
