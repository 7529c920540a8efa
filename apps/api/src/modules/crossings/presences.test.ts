import { describe, expect, it } from 'vitest';
import { homeRanges, uncoveredSpan } from './presences.ts';

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

describe('uncoveredSpan', () => {
  const home = (startsOn: string, endsOn: string) => ({ startsOn, endsOn });

  it('finds the days of a deleted trip in the home days that took them in', () => {
    const covers = [home('-infinity', '2026-12-09'), home('2026-12-13', 'infinity')];
    expect(uncoveredSpan(home('-infinity', 'infinity'), covers)).toEqual(home('2026-12-10', '2026-12-12'));
  });

  it('spans every uncovered day, from the first to the last', () => {
    const covers = [home('2026-12-03', '2026-12-04'), home('2026-12-08', '2026-12-09')];
    expect(uncoveredSpan(home('2026-12-01', '2026-12-10'), covers)).toEqual(home('2026-12-01', '2026-12-10'));
    expect(uncoveredSpan(home('2026-12-03', '2026-12-09'), covers)).toEqual(home('2026-12-05', '2026-12-07'));
  });

  it('is null for days cut out of covered days, and everything without covers', () => {
    expect(uncoveredSpan(home('2026-12-13', 'infinity'), [home('2026-12-10', 'infinity')])).toBeNull();
    expect(uncoveredSpan(home('-infinity', '2026-12-01'), [home('-infinity', '2026-12-31')])).toBeNull();
    expect(uncoveredSpan(home('-infinity', 'infinity'), [])).toEqual(home('-infinity', 'infinity'));
  });

  it('finds new days at either end', () => {
    expect(uncoveredSpan(home('-infinity', '2026-12-20'), [home('-infinity', '2026-12-09')])).toEqual(
      home('2026-12-10', '2026-12-20'),
    );
    expect(uncoveredSpan(home('2026-12-01', 'infinity'), [home('2026-12-05', 'infinity')])).toEqual(
      home('2026-12-01', '2026-12-04'),
    );
  });
});
