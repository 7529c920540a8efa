// iCalendar (RFC 5545) text for an event's .ics file and a member's calendar feed: the little of the
// format they use, written here rather than with a dependency.

/** One VEVENT: at moments (written in UTC), or over whole days (`YYYY-MM-DD`, the last one included). */
export interface CalendarEntry {
  /** Unique across calendars and stable across downloads, so calendar apps update rather than duplicate. */
  uid: string;
  summary: string;
  when: { start: Date; end: Date } | { firstDay: string; lastDay: string };
  location?: string;
  description?: string | null;
  url?: string;
  lastModified?: Date;
}

export interface CalendarOptions {
  /** When the calendar is written (DTSTAMP). */
  stamp: Date;
  /** The name calendar apps show for a subscribed calendar. */
  name?: string;
  /** How often a subscribed calendar should be read again, in minutes. */
  refreshMinutes?: number;
}

/** A TEXT value (RFC 5545 §3.3.11): backslashes, semicolons, commas and line breaks escaped. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation line starts with a space,
 * which counts toward its 75, and no UTF-8 character is split between lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = octets(character);
    if (size + length > 75) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += character;
    size += length;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A DATE-TIME in UTC: `20300102T030405Z`. */
export const utcDateTime = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A DATE: `20300102`. */
const date = (day: string) => day.replaceAll('-', '');

/** The day after a `YYYY-MM-DD` day: the end of a whole-days event is the first day after it. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function eventLines(entry: CalendarEntry, stamp: Date): string[] {
  const { when } = entry;
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(entry.uid)}`, `DTSTAMP:${utcDateTime(stamp)}`];
  if ('start' in when) lines.push(`DTSTART:${utcDateTime(when.start)}`, `DTEND:${utcDateTime(when.end)}`);
  else lines.push(`DTSTART;VALUE=DATE:${date(when.firstDay)}`, `DTEND;VALUE=DATE:${date(dayAfter(when.lastDay))}`);
  lines.push(`SUMMARY:${escapeText(entry.summary)}`);
  if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
  if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
  // A URI value is not TEXT: it is written as it is.
  if (entry.url) lines.push(`URL:${entry.url}`);
  if (entry.lastModified) lines.push(`LAST-MODIFIED:${utcDateTime(entry.lastModified)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A VCALENDAR of these entries, lines folded and ended with CRLF. */
export function writeCalendar(entries: readonly CalendarEntry[], options: CalendarOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Here & There//Events//EN', 'CALSCALE:GREGORIAN'];
  lines.push('METHOD:PUBLISH');
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  if (options.refreshMinutes) {
    const duration = `PT${options.refreshMinutes}M`;
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${duration}`, `X-PUBLISHED-TTL:${duration}`);
  }
  for (const entry of entries) lines.push(...eventLines(entry, options.stamp));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
