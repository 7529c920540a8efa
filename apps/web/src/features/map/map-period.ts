/** The periods the users map offers: where the people are this week, this month, or in the next 3 months. */
export const mapPeriods = ['week', 'month', 'quarter'] as const;
export type MapPeriod = (typeof mapPeriods)[number];

/** `?period=` as a period; this week when the address names none or an unknown one. */
export const mapPeriodOf = (value: string | null): MapPeriod => mapPeriods.find((period) => period === value) ?? 'week';

/**
 * The dates `GET /users/map/` takes for a period, on the member's calendar: from the start of
 * today to the end of this week (Sunday), of this month, or of the day 3 months from now.
 */
export function mapPeriodRange(period: MapPeriod, now: Date) {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(start);
  if (period === 'week') end.setDate(start.getDate() + ((7 - start.getDay()) % 7));
  else if (period === 'month') end.setMonth(start.getMonth() + 1, 0);
  else end.setMonth(start.getMonth() + 3);
  end.setHours(23, 59, 59, 999);
  return { date_gte: start.toISOString(), date_lte: end.toISOString() };
}
