import { toZonedInput } from './event-times.ts';

/**
 * The event form's `datetime-local` inputs hold the wall-clock time at the event's place
 * (`YYYY-MM-DDTHH:mm`); this turns it into the UTC moment the API takes. Apart from the times
 * the lists show, so their first download leaves it out.
 */

const minuteMs = 60_000;

/** How far `timeZone` is ahead of UTC at `moment`, in minutes. */
function offsetMinutes(moment: number, timeZone: string) {
  const local = toZonedInput(new Date(moment), timeZone);
  const asUtc = Date.parse(`${local}:00Z`);
  return Math.round((asUtc - Math.floor(moment / minuteMs) * minuteMs) / minuteMs);
}

const inputPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The UTC ISO moment a wall-clock time in `timeZone` names, or null for a malformed one. A time
 * the clocks skip (spring forward) moves on by the gap; a time they repeat is the first of the two.
 */
export function fromZonedInput(value: string, timeZone: string): string | null {
  if (!inputPattern.test(value)) return null;
  const asUtc = Date.parse(`${value}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offset a few hours before and after covers either side of a change of the clocks.
  const candidates = [asUtc - 12 * 60 * minuteMs, asUtc + 12 * 60 * minuteMs].map(
    (near) => asUtc - offsetMinutes(near, timeZone) * minuteMs,
  );
  const exact = candidates
    .filter((moment) => toZonedInput(new Date(moment), timeZone) === value)
    .sort((a, b) => a - b)[0];
  const moment = exact ?? Math.max(...candidates);
  return new Date(moment).toISOString();
}
