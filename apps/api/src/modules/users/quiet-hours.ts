import type { Queryable } from '../../platform/db.ts';
import { findQuietHours } from './users.repository.ts';

/** Quiet hours as the members table keeps them: "22:00" or PostgreSQL's "22:00:00", read in `timeZone`. */
export interface QuietHoursInZone {
  startsAt: string;
  endsAt: string;
  /** An IANA zone ("Asia/Tokyo"): the member's home city's, or UTC without one. */
  timeZone: string;
}

/** Formatting is the only zone arithmetic the platform offers; a formatter is costly to make, so one per zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What the clocks of `timeZone` show at `instant` (ms), as the instant it would be were they UTC. */
function wallClockAt(instant: number, timeZone: string) {
  const fields = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!);
}

/** How far the zone's clocks are ahead of UTC at `instant`, in ms (to the second, as zones are). */
const offsetAt = (instant: number, timeZone: string) =>
  wallClockAt(instant, timeZone) - Math.floor(instant / 1000) * 1000;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The first instant after `now` (ms) at which the clocks of `timeZone` show `wallClock` (a local
 * date and time written as if it were UTC) or later. Offsets change at most once around a time of
 * day (no zone moves twice within two days), so the offsets a day before and a day after are the
 * only candidates. A time shown twice, as clocks go back, is its first showing still to come; a
 * time never shown, as they go forward, is the moment they jump past it.
 */
function firstInstantShowing(wallClock: number, timeZone: string, now: number) {
  const offsetBefore = offsetAt(wallClock - dayMs, timeZone);
  const offsetAfter = offsetAt(wallClock + dayMs, timeZone);
  const [early, late] = [wallClock - offsetBefore, wallClock - offsetAfter];
  const isShownEarly = offsetAt(early, timeZone) === offsetBefore;
  const isShownLate = offsetAt(late, timeZone) === offsetAfter;
  if (isShownLate && (!isShownEarly || early <= now)) return late;
  if (isShownEarly) return early;
  // Skipped: the jump lies between `late` (clocks still on the old offset) and `early`.
  let [shownBefore, shownAfter] = [late, early];
  while (shownAfter - shownBefore > 1000) {
    const middle = Math.floor((shownBefore + shownAfter) / 2000) * 1000;
    if (offsetAt(middle, timeZone) === offsetBefore) shownBefore = middle;
    else shownAfter = middle;
  }
  return shownAfter;
}

/** Minutes since midnight of "07:30" or "07:30:00". */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * When the quiet hours `now` falls in end, or null when it falls in none. They hold from their
 * start up to (not including) their end, and run past midnight when they end before they start
 * (22:00–07:00). The times are read on the clocks of their zone, summer time included.
 */
export function quietHoursEnd(now: Date, hours: QuietHoursInZone): Date | null {
  const wallNow = wallClockAt(now.getTime(), hours.timeZone);
  const minute = Math.floor((wallNow % dayMs) / 60_000);
  const [start, end] = [minutesOf(hours.startsAt), minutesOf(hours.endsAt)];
  const isOvernight = end < start;
  const isQuiet = isOvernight ? minute >= start || minute < end : minute >= start && minute < end;
  if (!isQuiet) return null;
  const today = wallNow - (wallNow % dayMs);
  const endDay = isOvernight && minute >= start ? today + dayMs : today;
  return new Date(firstInstantShowing(endDay + end * 60_000, hours.timeZone, now.getTime()));
}

/**
 * When the member's quiet hours end if `now` is in them, read in their home city's time zone (UTC
 * for a member with none); null when it is not, or they keep none. `db` may be the transaction
 * that holds what waits for them.
 */
export async function quietHoursEndOf(db: Queryable, memberId: string, now: Date): Promise<Date | null> {
  const hours = await findQuietHours(db, memberId);
  if (!hours?.startsAt || !hours.endsAt) return null;
  return quietHoursEnd(now, { startsAt: hours.startsAt, endsAt: hours.endsAt, timeZone: hours.timeZone ?? 'UTC' });
}
