const dayMs = 24 * 60 * 60 * 1000;

/** SPEC §9: People Around looks at the last 7 days up to now. */
export const aroundDays = 7;

/** The period of People Around, as `GET /users/` takes it. */
export function aroundPeriod(now: Date) {
  return {
    date_gte: new Date(now.getTime() - aroundDays * dayMs).toISOString(),
    date_lte: now.toISOString(),
  };
}
