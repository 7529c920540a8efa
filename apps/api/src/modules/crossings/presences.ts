/** A range of whole days, both ends included, as PostgreSQL dates (`-infinity` and `infinity` for open ends). */
export interface DayRange {
  startsOn: string;
  endsOn: string;
}

const dayMs = 24 * 60 * 60 * 1000;
/** The day `days` after `day` (before it when negative), both `YYYY-MM-DD`. */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * The days a member is at home (DESIGN §5: the home city on the days no trip covers): everything
 * from `-infinity` to `infinity` but their trips, overlapping or touching trips taken together.
 */
export function homeRanges(trips: readonly DayRange[]): DayRange[] {
  const sorted = [...trips].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const ranges: DayRange[] = [];
  // '-infinity' sorts before every date written as digits, so it compares like one.
  let homeFrom = '-infinity';
  for (const trip of sorted) {
    if (trip.startsOn > homeFrom) ranges.push({ startsOn: homeFrom, endsOn: shiftDay(trip.startsOn, -1) });
    const nextHomeDay = shiftDay(trip.endsOn, 1);
    if (nextHomeDay > homeFrom) homeFrom = nextHomeDay;
  }
  ranges.push({ startsOn: homeFrom, endsOn: 'infinity' });
  return ranges;
}

/**
 * The days of `range` that none of `covers` holds, as one range from the first such day to the
 * last (the days between may be covered); null when they hold every day of it.
 */
export function uncoveredSpan(range: DayRange, covers: readonly DayRange[]): DayRange | null {
  const gaps: DayRange[] = [];
  // The first day of `range` not known yet to be covered; null once the rest is.
  let from: string | null = range.startsOn;
  for (const cover of [...covers].sort((a, b) => a.startsOn.localeCompare(b.startsOn))) {
    if (from === null) break;
    if (cover.startsOn > from) gaps.push({ startsOn: from, endsOn: shiftDay(cover.startsOn, -1) });
    if (cover.endsOn >= from) from = cover.endsOn === 'infinity' ? null : shiftDay(cover.endsOn, 1);
  }
  if (from !== null) gaps.push({ startsOn: from, endsOn: range.endsOn });
  const within = gaps
    .map((gap) => ({
      startsOn: gap.startsOn > range.startsOn ? gap.startsOn : range.startsOn,
      endsOn: gap.endsOn < range.endsOn ? gap.endsOn : range.endsOn,
    }))
    .filter((gap) => gap.startsOn <= gap.endsOn);
  return within.length === 0 ? null : { startsOn: within[0]!.startsOn, endsOn: within.at(-1)!.endsOn };
}
