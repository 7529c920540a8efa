import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './quiet-hours.ts';

const at = (iso: string) => new Date(iso);
const end = (now: string, startsAt: string, endsAt: string, timeZone: string) =>
  quietHoursEnd(at(now), { startsAt, endsAt, timeZone })?.toISOString() ?? null;

describe('the end of quiet hours', () => {
  it('holds from the start up to the end of hours within a day', () => {
    expect(end('2027-01-15T08:59:59Z', '09:00', '17:00', 'UTC')).toBeNull();
    expect(end('2027-01-15T09:00:00Z', '09:00', '17:00', 'UTC')).toBe('2027-01-15T17:00:00.000Z');
    expect(end('2027-01-15T16:59:59Z', '09:00:00', '17:00:00', 'UTC')).toBe('2027-01-15T17:00:00.000Z');
    expect(end('2027-01-15T17:00:00Z', '09:00', '17:00', 'UTC')).toBeNull();
  });

  it('runs past midnight: before midnight they end the next morning, after it the same morning', () => {
    // Lisbon is on UTC in winter.
    expect(end('2027-01-15T23:30:00Z', '22:00', '07:00', 'Europe/Lisbon')).toBe('2027-01-16T07:00:00.000Z');
    expect(end('2027-01-16T06:15:00Z', '22:00', '07:00', 'Europe/Lisbon')).toBe('2027-01-16T07:00:00.000Z');
    expect(end('2027-01-16T12:00:00Z', '22:00', '07:00', 'Europe/Lisbon')).toBeNull();
    expect(end('2027-01-16T21:59:00Z', '22:00', '07:00', 'Europe/Lisbon')).toBeNull();
  });

  it('reads the hours on the clocks of the zone, summer time included', () => {
    // 21:00 UTC is 06:00 the next day in Tokyo; in Lisbon, 21:00 in winter and 22:00 in summer.
    expect(end('2027-01-15T21:00:00Z', '22:00', '07:00', 'Asia/Tokyo')).toBe('2027-01-15T22:00:00.000Z');
    expect(end('2027-01-15T22:00:00Z', '22:00', '07:00', 'Europe/Lisbon')).toBe('2027-01-16T07:00:00.000Z');
    expect(end('2027-07-15T21:00:00Z', '22:00', '07:00', 'Europe/Lisbon')).toBe('2027-07-16T06:00:00.000Z');
    // Across the night the clocks go forward: 22:00 CET (UTC+1) to 07:00 CEST (UTC+2).
    expect(end('2027-03-27T21:30:00Z', '22:00', '07:00', 'Europe/Berlin')).toBe('2027-03-28T05:00:00.000Z');
    // West of UTC, where the local day is still the day before.
    expect(end('2027-01-16T03:00:00Z', '21:00', '08:00', 'America/New_York')).toBe('2027-01-16T13:00:00.000Z');
  });

  it('ends hours whose end the clocks skip at the moment they jump past it', () => {
    // Berlin, 28 March 2027: at 01:00 UTC the clocks go from 02:00 to 03:00; 02:30 is never shown.
    expect(end('2027-03-27T22:00:00Z', '22:00', '02:30', 'Europe/Berlin')).toBe('2027-03-28T01:00:00.000Z');
    expect(end('2027-03-28T01:00:00Z', '22:00', '02:30', 'Europe/Berlin')).toBeNull();
  });

  it('ends hours whose end the clocks show twice at the next showing', () => {
    // Berlin, 31 October 2027: at 01:00 UTC the clocks go from 03:00 back to 02:00; 02:15 is shown twice.
    expect(end('2027-10-30T23:00:00Z', '22:00', '02:30', 'Europe/Berlin')).toBe('2027-10-31T00:30:00.000Z');
    // 02:15 again, the second time, an hour later.
    expect(end('2027-10-31T01:15:00Z', '22:00', '02:30', 'Europe/Berlin')).toBe('2027-10-31T01:30:00.000Z');
  });
});
