import type { Notification, NotificationKind } from '@here-and-there/contracts';
import { routes } from '../../app/routing/route-paths.ts';

/** The kinds that are about a trip: opening one shows the trip. */
const tripKinds: ReadonlySet<NotificationKind> = new Set([
  'peer_in_location',
  'new_trip',
  'trip_shared',
  'subscription_trip',
]);

/** The page a notification opens: the trip it is about, else the member it is about. */
export function notificationTarget(notification: Notification): string | null {
  if (notification.trip_id && tripKinds.has(notification.kind)) return routes.trip(notification.trip_id);
  return notification.actor ? routes.user(notification.actor.id) : null;
}

/** "12 June", with the year when it is not this year's; a start is a UTC calendar day. */
export function formatStartDay(startsAt: string, language: string, now = new Date()) {
  const isThisYear = startsAt.slice(0, 4) === String(now.getUTCFullYear());
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: isThisYear ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(startsAt));
}

/** The placeholders of a notification's sentence: who, where and from when. */
export function notificationValues(notification: Notification, language: string, someone: string, now = new Date()) {
  return {
    name: notification.actor?.display_name ?? someone,
    place: notification.location?.title ?? '',
    date: notification.starts_at ? formatStartDay(notification.starts_at, language, now) : '',
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
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return format.format(unit === 'second' ? 0 : Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}
