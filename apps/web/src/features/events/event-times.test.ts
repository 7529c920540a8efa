import { describe, expect, it } from 'vitest';
import { describeTimeZone, eventTimingOf, formatEventWhen, isSameClock, toZonedInput } from './event-times.ts';
import { fromZonedInput } from './zoned-input.ts';

describe('event times', () => {
  it('shows a moment as the wall clock of the place', () => {
    expect(toZonedInput('2026-07-14T17:00:00.000Z', 'Europe/Lisbon')).toBe('2026-07-14T18:00');
    expect(toZonedInput('2026-07-14T17:00:00.000Z', 'America/New_York')).toBe('2026-07-14T13:00');
    expect(toZonedInput('2026-01-14T23:30:00.000Z', 'Asia/Tokyo')).toBe('2026-01-15T08:30');
  });

  it('reads the wall clock of the place back as the same moment', () => {
    expect(fromZonedInput('2026-07-14T18:00', 'Europe/Lisbon')).toBe('2026-07-14T17:00:00.000Z');
    expect(fromZonedInput('2026-01-15T08:30', 'Asia/Tokyo')).toBe('2026-01-14T23:30:00.000Z');
    expect(fromZonedInput('2026-12-01T09:15', 'America/New_York')).toBe('2026-12-01T14:15:00.000Z');
  });

  it('moves a time the clocks skip on by the gap, and takes the first of a time they repeat', () => {
    // Berlin springs forward from 02:00 to 03:00 on 29 March 2026 and falls back on 25 October.
    expect(fromZonedInput('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromZonedInput('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a wall-clock time', () => {
    expect(fromZonedInput('', 'Europe/Berlin')).toBeNull();
    expect(fromZonedInput('2026-07-14', 'Europe/Berlin')).toBeNull();
    expect(fromZonedInput('2026-13-40T10:00', 'Europe/Berlin')).toBeNull();
  });

  it('tells whether two zones read the same clock', () => {
    expect(isSameClock('Europe/Lisbon', 'Europe/London', '2026-07-14T17:00:00.000Z')).toBe(true);
    expect(isSameClock('Europe/Lisbon', 'Europe/Berlin', '2026-07-14T17:00:00.000Z')).toBe(false);
  });

  it('writes when an event is on in the language and zone asked for', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const when = formatEventWhen('2026-07-14T17:00:00Z', '2026-07-14T20:00:00Z', 'Europe/Lisbon', 'en-GB', now);
    expect(when).toContain('18:00');
    expect(when).toContain('21:00');
    expect(when).toContain('Jul');
    expect(when).not.toContain('2026');
    const nextYear = formatEventWhen('2027-07-14T17:00:00Z', '2027-07-14T20:00:00Z', 'Europe/Lisbon', 'de', now);
    expect(nextYear).toContain('2027');
  });

  it('names a zone by its city and its distance from UTC', () => {
    expect(describeTimeZone('America/New_York', 'en', '2026-07-14T17:00:00Z')).toBe('New York (GMT-4)');
  });

  it('tells an event to come from one under way or over', () => {
    const now = new Date('2026-07-14T18:00:00Z');
    expect(eventTimingOf('2026-07-14T19:00:00Z', '2026-07-14T21:00:00Z', now)).toBe('upcoming');
    expect(eventTimingOf('2026-07-14T17:00:00Z', '2026-07-14T21:00:00Z', now)).toBe('now');
    expect(eventTimingOf('2026-07-14T15:00:00Z', '2026-07-14T17:00:00Z', now)).toBe('ended');
  });
});
