import { describe, expect, it } from 'vitest';
import { formatTripDays, isNewTrip, tripTimingOf, tripUrgencyOf } from './trip-days.ts';

describe('the colour of a trip', () => {
  const today = '2026-06-01';

  it('is urgent from today up to seven days ahead, and while the trip is under way', () => {
    expect(tripUrgencyOf('2026-06-01T00:00:00.000Z', today)).toBe('error');
    expect(tripUrgencyOf('2026-06-08T00:00:00.000Z', today)).toBe('error');
    expect(tripUrgencyOf('2026-05-30T00:00:00.000Z', today)).toBe('error');
  });

  it('is a warning from eight to fourteen days ahead', () => {
    expect(tripUrgencyOf('2026-06-09T00:00:00.000Z', today)).toBe('warning');
    expect(tripUrgencyOf('2026-06-15T00:00:00.000Z', today)).toBe('warning');
  });

  it('is a success further ahead', () => {
    expect(tripUrgencyOf('2026-06-16T00:00:00.000Z', today)).toBe('success');
    expect(tripUrgencyOf('2027-01-01T00:00:00.000Z', today)).toBe('success');
  });

  it('counts calendar days, whatever the hour of the instant', () => {
    expect(tripUrgencyOf('2026-06-08T23:59:59.000Z', today)).toBe('error');
  });
});

describe('where a trip stands', () => {
  it('counts the days until it starts', () => {
    expect(tripTimingOf('2026-06-04T00:00:00.000Z', '2026-06-06T23:59:59.000Z', '2026-06-01')).toEqual({
      kind: 'upcoming',
      days: 3,
    });
  });

  it('is under way from its first to its last day', () => {
    expect(tripTimingOf('2026-06-01T00:00:00.000Z', '2026-06-03T23:59:59.000Z', '2026-06-01').kind).toBe('underway');
    expect(tripTimingOf('2026-05-28T00:00:00.000Z', '2026-06-01T23:59:59.000Z', '2026-06-01').kind).toBe('underway');
  });

  it('is over the day after it ends', () => {
    expect(tripTimingOf('2026-05-28T00:00:00.000Z', '2026-05-31T23:59:59.000Z', '2026-06-01').kind).toBe('ended');
  });
});

describe('a new trip', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');

  it('is new for a day after it was created', () => {
    expect(isNewTrip('2026-05-31T12:00:01.000Z', now)).toBe(true);
  });

  it('is no longer new a day later', () => {
    expect(isNewTrip('2026-05-31T12:00:00.000Z', now)).toBe(false);
  });
});

describe('the days of a trip', () => {
  it('are shown as a range on the UTC calendar', () => {
    expect(formatTripDays('2026-06-12T00:00:00.000Z', '2026-06-15T23:59:59.000Z', 'en-GB')).toMatch(
      /^12\s?–\s?15 Jun 2026$/,
    );
  });

  it('are one date for a trip of one day', () => {
    expect(formatTripDays('2026-06-12T00:00:00.000Z', '2026-06-12T23:59:59.000Z', 'en-GB')).toBe('12 Jun 2026');
  });
});
