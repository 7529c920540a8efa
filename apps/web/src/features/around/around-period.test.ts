import { describe, expect, it } from 'vitest';
import { aroundPeriod } from './around-period.ts';

describe('the period of People Around', () => {
  it('runs from seven days ago up to now', () => {
    expect(aroundPeriod(new Date('2026-06-10T15:30:00.000Z'))).toEqual({
      date_gte: '2026-06-03T15:30:00.000Z',
      date_lte: '2026-06-10T15:30:00.000Z',
    });
  });
});
