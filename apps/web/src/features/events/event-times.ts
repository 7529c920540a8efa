import { dateTimeFormat } from '../../shared/i18n/intl-formats.ts';

/**
 * An event happens at a place, so its times are told in the place's time zone (`event_tz`), and
 * also in the viewer's when that reads differently.
 */

/** The wall-clock parts of `moment` in `timeZone`. */
function wallClockOf(moment: Date, timeZone: string) {
  const parts = dateTimeFormat('en-US', {
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

/** Whether two time zones show the same clock at `moment`. */
export const isSameClock = (first: string, second: string, moment: string) =>
  toZonedInput(moment, first) === toZonedInput(moment, second);

/** The viewer's own time zone, as the browser knows it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Sat, 14 Jun, 19:00 – 22:00", or across days "14 Jun, 19:00 – 15 Jun, 02:00", in `timeZone`; the year when not this one's. */
export function formatEventWhen(start: string, end: string, timeZone: string, language: string, now = new Date()) {
  const startsThisYear = wallClockOf(new Date(start), timeZone).year === wallClockOf(now, timeZone).year;
  const format = dateTimeFormat(language, {
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
  const offset = dateTimeFormat(language, { timeZone, timeZoneName: 'shortOffset' })
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
