import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcDateTime, writeCalendar } from './ics.ts';

/** A folded text unfolded as calendar apps read it (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text values', () => {
    expect(escapeText('Tapas; wine, and\\more\r\nbring\na friend')).toBe(
      'Tapas\\; wine\\, and\\\\more\\nbring\\na friend',
    );
  });

  it('folds lines at 75 octets without splitting a character, and unfolds to the same line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (value) => {
        const line = `DESCRIPTION:${value}`;
        const folded = foldLine(line);
        for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
        expect(
          folded
            .split('\r\n')
            .slice(1)
            .every((part) => part.startsWith(' ')),
        ).toBe(true);
        expect(unfold(folded)).toBe(line);
      }),
    );
    const folded = foldLine(`SUMMARY:${'ü'.repeat(40)}`);
    expect(folded.split('\r\n').map((part) => Buffer.byteLength(part))).toEqual([74, 15]);
  });

  it('writes moments in UTC and whole days with an end the day after the last one', () => {
    const calendar = writeCalendar(
      [
        {
          uid: 'event-1@example.com',
          summary: 'Tapas, wine',
          when: { start: new Date('2030-05-01T18:30:00+02:00'), end: new Date('2030-05-01T21:00:00Z') },
          location: 'Lisbon, Portugal',
          description: 'Line one\nLine two',
          url: 'https://example.com/events?event=1',
        },
        {
          uid: 'trip-2@example.com',
          summary: 'Trip to Porto',
          when: { firstDay: '2030-12-30', lastDay: '2030-12-31' },
        },
      ],
      { stamp: new Date('2030-01-02T03:04:05.678Z'), name: 'Here & There', refreshMinutes: 60 },
    );
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(calendar.split('\r\n').slice(0, -1)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Here & There//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Here & There',
      'REFRESH-INTERVAL;VALUE=DURATION:PT60M',
      'X-PUBLISHED-TTL:PT60M',
      'BEGIN:VEVENT',
      'UID:event-1@example.com',
      'DTSTAMP:20300102T030405Z',
      'DTSTART:20300501T163000Z',
      'DTEND:20300501T210000Z',
      'SUMMARY:Tapas\\, wine',
      'LOCATION:Lisbon\\, Portugal',
      'DESCRIPTION:Line one\\nLine two',
      'URL:https://example.com/events?event=1',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:trip-2@example.com',
      'DTSTAMP:20300102T030405Z',
      'DTSTART;VALUE=DATE:20301230',
      'DTEND;VALUE=DATE:20310101',
      'SUMMARY:Trip to Porto',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(utcDateTime(new Date('2030-01-02T03:04:05Z'))).toBe('20300102T030405Z');
  });
});
