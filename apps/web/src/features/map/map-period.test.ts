import { describe, expect, it } from 'vitest';
import { mapPeriodOf, mapPeriodRange } from './map-period.ts';

// The member's calendar is the machine's; the tests read the answer back on the same calendar.
const day = (iso: string) => {
  const date = new Date(iso);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours()];
};
const wednesday = new Date(2026, 5, 10, 15, 30);

describe('the periods of the users map', () => {
  it('reads the period from the address, this week by default', () => {
    expect(mapPeriodOf('month')).toBe('month');
    expect(mapPeriodOf('quarter')).toBe('quarter');
    expect(mapPeriodOf(null)).toBe('week');
    expect(mapPeriodOf('forever')).toBe('week');
  });

  it('starts every period at the start of today', () => {
    expect(day(mapPeriodRange('week', wednesday).date_gte)).toEqual([2026, 6, 10, 0]);
  });

  it('ends this week on Sunday night', () => {
    expect(day(mapPeriodRange('week', wednesday).date_lte)).toEqual([2026, 6, 14, 23]);
    const sunday = new Date(2026, 5, 14, 9);
    expect(day(mapPeriodRange('week', sunday).date_lte)).toEqual([2026, 6, 14, 23]);
  });

  it('ends this month on its last day', () => {
    expect(day(mapPeriodRange('month', wednesday).date_lte)).toEqual([2026, 6, 30, 23]);
    expect(day(mapPeriodRange('month', new Date(2026, 1, 3)).date_lte)).toEqual([2026, 2, 28, 23]);
  });

  it('ends the next 3 months on the same day 3 months on', () => {
    expect(day(mapPeriodRange('quarter', wednesday).date_lte)).toEqual([2026, 9, 10, 23]);
  });
});
