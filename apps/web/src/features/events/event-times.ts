/**
 * An event happens at a place, so its times are told in the place's time zone (`event_tz`), and
 * also in the viewer's when that reads differently. The form's `datetime-local` inputs hold the
 * place's wall-clock time (`YYYY-MM-DDTHH:mm`), turned into UTC when sent.
 */

const minuteMs = 60_000;

/** The wall-clock parts of `moment` in `timeZone`. */
function wallClockOf(moment: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '00';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** `YYYY-MM-DDTHH:mm`: what a `datetime-local` input shows for `moment` in `timeZone`. */
export function toZonedInput(moment: string | Date, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClockOf(new Date(moment), timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

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

/** Whether two time zones show the same clock at `moment`. */
export const isSameClock = (first: string, second: string, moment: string) =>
  toZonedInput(moment, first) === toZonedInput(moment, second);

/** The viewer's own time zone, as the browser knows it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Sat, 14 Jun, 19:00 – 22:00", or across days "14 Jun, 19:00 – 15 Jun, 02:00", in `timeZone`; the year when not this one's. */
export function formatEventWhen(start: string, end: string, timeZone: string, language: string, now = new Date()) {
  const startsThisYear = wallClockOf(new Date(start), timeZone).year === wallClockOf(now, timeZone).year;
  const format = new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(startsThisYear ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  });
  return format.formatRange(new Date(start), new Date(end));
}

/** "Lisbon (GMT+1)": the place a time zone is named after, and how far it is from UTC at `moment`. */
export function describeTimeZone(timeZone: string, language: string, moment: string | Date = new Date()) {
  const city = (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
  const offset = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(moment))
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${city} (${offset})` : city;
}

export type EventTiming = 'upcoming' | 'now' | 'ended';

/** Whether an event is still to come, happening, or over. */
export function eventTimingOf(start: string, end: string, now = new Date()): EventTiming {
  if (Date.parse(end) < now.getTime()) return 'ended';
  return Date.parse(start) <= now.getTime() ? 'now' : 'upcoming';
}
