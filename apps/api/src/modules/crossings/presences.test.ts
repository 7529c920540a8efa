import { describe, expect, it } from 'vitest';
import { homeRanges } from './presences.ts';

describe('homeRanges', () => {
  it('is home all the time without trips', () => {
    expect(homeRanges([])).toEqual([{ startsOn: '-infinity', endsOn: 'infinity' }]);
  });

  it('leaves out the days of each trip', () => {
    expect(
      homeRanges([
        { startsOn: '2026-12-10', endsOn: '2026-12-12' },
        { startsOn: '2026-12-01', endsOn: '2026-12-03' },
      ]),
    ).toEqual([
      { startsOn: '-infinity', endsOn: '2026-11-30' },
      { startsOn: '2026-12-04', endsOn: '2026-12-09' },
      { startsOn: '2026-12-13', endsOn: 'infinity' },
    ]);
  });

  it('takes overlapping and back-to-back trips together', () => {
    expect(
      homeRanges([
        { startsOn: '2026-12-01', endsOn: '2026-12-05' },
        { startsOn: '2026-12-03', endsOn: '2026-12-04' },
        { startsOn: '2026-12-06', endsOn: '2026-12-08' },
      ]),
    ).toEqual([
      { startsOn: '-infinity', endsOn: '2026-11-30' },
      { startsOn: '2026-12-09', endsOn: 'infinity' },
    ]);
  });

  it('crosses month and year ends', () => {
    expect(homeRanges([{ startsOn: '2027-01-01', endsOn: '2027-02-28' }])).toEqual([
      { startsOn: '-infinity', endsOn: '2026-12-31' },
      { startsOn: '2027-03-01', endsOn: 'infinity' },
    ]);
  });
});
