/** A range of whole days, both ends included, as PostgreSQL dates (`-infinity` and `infinity` for open ends). */
export interface DayRange {
  startsOn: string;
  endsOn: string;
}

const dayMs = 24 * 60 * 60 * 1000;
const shiftDay = (day: string, days: number) =>
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
