import { tripUrgency } from '@here-and-there/contracts';
import { dateTimeFormat, relativeTimeFormat } from '../../shared/i18n/intl-formats.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** A trip's calendar day, `YYYY-MM-DD`, from an instant of the API: trips are UTC dates (SPEC §3). */
export const dayOf = (instant: string) => instant.slice(0, 10);

/** Today as the API counts trip days (and refuses past ones): the UTC date. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Whole days from one `YYYY-MM-DD` to another; negative when `to` comes first. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

export type TripUrgency = 'error' | 'warning' | 'success';

/**
 * The colour of a trip by how soon it starts (SPEC §2): urgent (the `error` palette) within 7
 * days, a trip under way included; warning within 14; success later.
 */
export function tripUrgencyOf(arrival: string, today: string): TripUrgency {
  const days = daysBetween(today, dayOf(arrival));
  if (days <= tripUrgency.urgentDays) return 'error';
  if (days <= tripUrgency.warningDays) return 'warning';
  return 'success';
}

/** SPEC §2: a trip is labelled new for its first day. */
export const isNewTrip = (createdAt: string, now = new Date()) => now.getTime() - Date.parse(createdAt) < dayMs;

/** Where a trip stands today: the days until it starts, or under way, or over. */
export type TripTiming = { kind: 'upcoming'; days: number } | { kind: 'underway' } | { kind: 'ended' };

export function tripTimingOf(arrival: string, departure: string, today: string): TripTiming {
  const days = daysBetween(today, dayOf(arrival));
  if (days > 0) return { kind: 'upcoming', days };
  return daysBetween(today, dayOf(departure)) >= 0 ? { kind: 'underway' } : { kind: 'ended' };
}

const midnight = (instant: string) => new Date(`${dayOf(instant)}T00:00:00Z`);

/** "12–15 Jun 2026" (or one day) in the member's language, on the trip's UTC calendar. */
export function formatTripDays(arrival: string, departure: string, language: string) {
  const format = dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayOf(arrival) === dayOf(departure)
    ? format.format(midnight(arrival))
    : format.formatRange(midnight(arrival), midnight(departure));
}

/** "in 5 days", "tomorrow": how far off a start is, in the member's language. */
export const formatDaysAway = (days: number, language: string) =>
  relativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
